// The module shared as `react-router` (see SHARED_ENTRIES in ../federation.mjs): only what Murmur
// uses, from the production build, so the rest of the library is tree-shaken away.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from '@murmur-build/react-router-implementation';
