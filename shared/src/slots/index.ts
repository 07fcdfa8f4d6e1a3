export { DEFAULT_SLOTS, configureSlotOverrides, resolveSlot, type SlotTarget } from './slot-map';
export { loadSlotComponent, setModuleLoader, slotModuleId } from './load-slot';
export { parseRemotesManifest, remotesManifestSchema, type RemotesManifest } from './remotes-manifest';
export { Slot, type SlotProps } from './slot';
export { SlotError } from './slot-error';
export { CHUNK_LOAD_TIMEOUT_MS } from './timeouts';
