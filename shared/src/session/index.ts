export type { Capabilities } from './capabilities';
export { capabilitiesFrom, NO_CAPABILITIES } from './capabilities';
export { useInstance, useSession } from './hooks';
export type { InstanceState, Session } from './session';
export {
  ANONYMOUS,
  endUserSession,
  instance$,
  session$,
  sessionToken,
  setInstance,
  startUserSession,
  UNLOADED_INSTANCE,
} from './session';
