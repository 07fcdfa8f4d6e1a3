export type { Capabilities, CapabilityName, ServerKind } from './capabilities';
export { capabilitiesFrom, NO_CAPABILITIES } from './capabilities';
export {
  DEFAULT_FRONTEND_CONFIG,
  type FrontendConfig,
  frontendConfig$,
  type InstanceExtras,
  instanceExtras$,
  mergeFrontendConfig,
  NO_INSTANCE_EXTRAS,
  type StickerPack,
  setFrontendConfig,
  setInstanceExtras,
  unreadAnnouncements$,
  useFrontendConfig,
  useInstanceExtras,
  useUnreadAnnouncements,
} from './frontend-config';
export { useInstance, useSession } from './hooks';
export { currentSessionOf, type IssuedToken, issuedToken, recordIssuedToken } from './issued-token';
export { loadNotificationsRead, saveNotificationsRead } from './read-marker';
export type { InstanceState, Session } from './session';
export {
  ANONYMOUS,
  endUserSession,
  instance$,
  isMissingCall,
  learnMissingFeature,
  session$,
  sessionToken,
  setInstance,
  startUserSession,
  UNLOADED_INSTANCE,
} from './session';
export {
  registerSignOutCleanup,
  runSignOutCleanups,
  type SignOutAccount,
  type SignOutCleanup,
  signOutCleanupNames,
} from './sign-out-cleanup';
export { isStaff, type StaffRole, staffRoleOf, useStaffRole } from './staff-role';
export { statedTextLimit } from './text-limit';
