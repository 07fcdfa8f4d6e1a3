import { ROUTE_TABLE, type RouteName, type SlotName } from '@murmur/shared/core';
import { matchRoutes } from 'react-router';
import { ROUTE_SLOTS } from './route-slot-table';

const ROUTES = ROUTE_TABLE.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ path, id: `${route.name} ${path}`, name: route.name })),
);

/** The route `pathname` opens, matched as the router matches it; null for none. */
export function routeNameFor(pathname: string): RouteName | null {
  return matchRoutes(ROUTES, pathname)?.at(-1)?.route.name ?? null;
}

/** The slot that draws `pathname`'s screen; null for none. */
export function routeSlotFor(pathname: string): SlotName | null {
  const name = routeNameFor(pathname);
  return name ? (ROUTE_SLOTS[name] ?? null) : null;
}
