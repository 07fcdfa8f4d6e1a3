import { type RouteDefinition, useSession } from '@murmur/shared/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLoggedOutRedirect } from './route-views';

/**
 * Login-required routes send anonymous visitors to the logged-out root redirect (spec 1 section
 * 2, default /main/all). The flag comes from the shared route table, not from paths written here.
 */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const session = useSession();
  const loggedOut = useLoggedOutRedirect();
  if (route.loginRequired && session.kind !== 'user') return <Navigate to={loggedOut} replace />;
  return <>{children}</>;
}
