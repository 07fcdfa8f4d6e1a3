/**
 * Browser storage may be missing or throw (private modes, blocked cookies). Murmur keeps working
 * for the session without it; start-up shows the errors.storage_unavailable notice.
 */

const PROBE_KEY = 'murmur:storage-probe';

export function storageAvailable(): boolean {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Already reported at start-up; the value lives for this session only.
  }
}
