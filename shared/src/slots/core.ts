// The slots as @murmur/shared/core has them: all but the remotes.json schema (remotes-manifest.ts).
export {
  assertRemoteContract,
  CONTRACT_VERSION,
  ContractSkewError,
  contractVersionOf,
  isContractCompatible,
} from './contract-version';
export {
  loadSlotComponent,
  preloadSlots,
  SlotUnavailableError,
  setModuleLoader,
  slotModuleId,
} from './load-slot';
export { readRemoteManifest, remoteManifestPlugin, takeRemoteManifest } from './remote-manifest';
export type { RemotesManifest } from './remotes-manifest';
export { Slot, type SlotProps } from './slot';
export { SlotError } from './slot-error';
export {
  configureSlotFallback,
  configureSlotOverrides,
  DEFAULT_SLOTS,
  resolveSlot,
  type SlotFallback,
  type SlotTarget,
} from './slot-map';
export { CHUNK_LOAD_TIMEOUT_MS } from './timeouts';
