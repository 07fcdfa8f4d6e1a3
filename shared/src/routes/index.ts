export { DEFAULT_RESTRICTED_NICKNAMES, type ProfileLinkTarget, profilePath } from './profile-path';
export { matchRoute, type RouteMatch } from './route-match';
export { routePaths } from './route-paths';
export {
  AFTER_LOGOUT_PATH,
  LOGGED_IN_ROOT_DEFAULT,
  parseRemoteAcct,
  ROOT_REDIRECT_DEFAULT,
  ROUTE_TABLE,
  type RouteDefinition,
  type RouteName,
  rootRedirect,
  routeByName,
} from './route-table';
