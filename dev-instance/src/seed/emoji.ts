import type { EmojiDef } from '../world/types';
import { BASE } from '../world/types';

/** Custom emoji of the instance; images are generated and served from /emoji/. */
export const EMOJI_NAMES: { shortcode: string; category: string }[] = [
  { shortcode: 'blobcat', category: 'blobcats' },
  { shortcode: 'blobcatheart', category: 'blobcats' },
  { shortcode: 'blobcatcoffee', category: 'blobcats' },
  { shortcode: 'ablobwave', category: 'blobs' },
  { shortcode: 'blobfox', category: 'blobs' },
  { shortcode: 'murmur', category: 'instance' },
  { shortcode: 'party_parrot', category: 'instance' },
  { shortcode: 'akkoma', category: 'instance' },
  { shortcode: 'neocat_floof', category: 'neocat' },
  { shortcode: 'neocat_sip', category: 'neocat' },
];

export function instanceEmoji(): EmojiDef[] {
  return EMOJI_NAMES.map(({ shortcode, category }) => ({
    shortcode,
    url: `${BASE}/emoji/${shortcode}.png`,
    staticUrl: `${BASE}/emoji/${shortcode}.png`,
    visibleInPicker: true,
    category,
    tags: [category],
    remote: false,
  }));
}
