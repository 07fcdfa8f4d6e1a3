import type { SkinTone } from './unicode-emoji';

/** Browser storage key of the chosen skin tone, per account like the recent emoji. */
const SKIN_TONE_KEY = 'emojiSkinTone';

const keyFor = (owner: string | null) => (owner ? `${SKIN_TONE_KEY}:${owner}` : SKIN_TONE_KEY);

export function loadSkinTone(owner: string | null, storage: Storage = localStorage): SkinTone {
  try {
    const tone = Number(storage.getItem(keyFor(owner)));
    return Number.isInteger(tone) && tone >= 0 && tone <= 5 ? (tone as SkinTone) : 0;
  } catch {
    return 0;
  }
}

export function saveSkinTone(tone: SkinTone, owner: string | null, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyFor(owner), String(tone));
  } catch {
    // Storage off: the tone holds while the picker is open.
  }
}
