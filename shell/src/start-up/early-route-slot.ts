import type { SlotName } from '@murmur/shared/core';
import { ROUTE_TABLE } from '@murmur/shared/route-table';
import { ROUTE_SLOTS } from '../router/route-slot-table';

// The route's screen as the shell's entry sees it, before the router (react-router is a shared
// module, not loaded yet). It only decides which remote code the entry asks for ahead: the router
// still decides what is shown, and a path matched differently here costs one unused download.

const segments = (path: string) => path.split('/').filter(Boolean);

/** Every pattern, the more specific first (static segments, then length), as route-match.ts ranks them. */
const PATTERNS = ROUTE_TABLE.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ name: route.name, parts: segments(path) })),
).sort((a, b) => {
  const statics = (parts: string[]) => parts.filter((p) => !p.startsWith(':')).length;
  return statics(b.parts) - statics(a.parts) || b.parts.length - a.parts.length;
});

/** The slot that draws `pathname`'s screen, matched without the router; null for none. */
export function earlyRouteSlotFor(pathname: string): SlotName | null {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '/');
  for (const { name, parts: pattern } of PATTERNS) {
    if (pattern.length !== parts.length) continue;
    const matches = pattern.every((p, i) =>
      p.startsWith(':') ? Boolean(parts[i]) : p.toLowerCase() === parts[i]?.toLowerCase(),
    );
    if (matches) return ROUTE_SLOTS[name] ?? null;
  }
  return null;
}
