import { getApiClient, type StickerPack, safeMediaUrl } from '@murmur/shared';

export interface Sticker {
  /** The picture's address (http(s), on the server's origin or wherever its pack points). */
  url: string;
  /** The file name, for its label and the uploaded file. */
  file: string;
}

export interface StickerGroup {
  pack: string;
  title: string;
  stickers: Sticker[];
}

const PICTURE = /\.(png|jpe?g|gif|webp|avif)$/i;

/**
 * The stickers of each pack from its pack.json (`stickers`: file names in the pack's folder).
 * Names that are not plain picture files, and addresses that are not http(s), are left out.
 */
export function stickerGroups(packs: readonly StickerPack[], base = getApiClient().baseUrl): StickerGroup[] {
  return packs.flatMap((pack) => {
    const files = Array.isArray(pack.meta.stickers) ? pack.meta.stickers : [];
    const folder = pack.path.endsWith('/') ? pack.path : `${pack.path}/`;
    const stickers = files.flatMap((file): Sticker[] => {
      if (typeof file !== 'string' || !PICTURE.test(file) || /[\s"'<>\\]/.test(file)) return [];
      let url: string | null = null;
      try {
        url = safeMediaUrl(new URL(folder + file, base).href);
      } catch {
        url = null;
      }
      return url ? [{ url, file }] : [];
    });
    const title = typeof pack.meta.title === 'string' && pack.meta.title.trim() ? pack.meta.title : pack.pack;
    return stickers.length > 0 ? [{ pack: pack.pack, title, stickers }] : [];
  });
}

/** The sticker as a file to upload like any other (spec 3: a sticker is posted as media). */
export async function stickerFile(sticker: Sticker): Promise<File> {
  const reply = await fetch(sticker.url, { credentials: 'omit' });
  if (!reply.ok) throw new Error(`${reply.status} ${reply.statusText}`.trim());
  const blob = await reply.blob();
  return new File([blob], sticker.file, { type: blob.type || 'image/png' });
}
