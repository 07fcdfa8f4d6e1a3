// The module shared as `rxjs` (see SHARED_ENTRIES in ../federation.mjs): only what Murmur uses,
// from the ES2015 build, so the rest of the library is tree-shaken away.
export {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  Subject,
} from '@murmur-build/rxjs-implementation';
