import { bus } from '@murmur/shared/core';

/** Tells the reader that nothing will be remembered (spec 1 section 4). */
export function raiseStorageUnavailable(): void {
  bus.emit({ type: 'notice/raised', level: 'error', messageKey: 'errors.storage_unavailable' });
}
