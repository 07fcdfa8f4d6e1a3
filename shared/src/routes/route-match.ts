import { matchPath } from 'react-router';
import { ROUTE_TABLE, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** Number of static segments, then of segments at all: the more specific pattern wins. */
function specificity(pattern: string): [number, number] {
  const segments = pattern.split('/').filter(Boolean);
  return [segments.filter((s) => !s.startsWith(':')).length, segments.length];
}

const patterns = ROUTE_TABLE.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ route, path })),
)
  // Ranked like react-router: static segments first, then length. Equal patterns keep table order,
  // so /users/:id resolves to external-user-profile, which owns it.
  .sort((a, b) => {
    const [sa, la] = specificity(a.path);
    const [sb, lb] = specificity(b.path);
    return sb - sa || lb - la;
  });

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Which route a location path belongs to, for the shell's guards (loginRequired) and scroll
 * handling (noScrollReset). Query and hash are ignored; parameters come back decoded.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  for (const { route, path: pattern } of patterns) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) {
        if (value !== undefined) params[key] = safeDecode(value);
      }
      return { route, params };
    }
  }
  return null;
}
