import { ApiError, type Attachment, isAbortError, type OutboxRequest } from '@murmur/shared';
import { saveDescription, uploadMedia } from './upload';

export interface DescribedFiles {
  /** The files to post, in order (a file sent again with its description has a new id). */
  files: Attachment[];
  /** Some description could not be changed: the post goes with the image as it was. */
  unchanged: boolean;
}

/**
 * Saves the descriptions changed since the upload, before the post. A server that answers the
 * change with an error (Hollo answers 500) gets the file again with the description in the upload
 * itself, which every server reads, when the file is still at hand; otherwise the image is posted
 * as it is and `unchanged` says so. A description never costs the post; only a lost connection
 * (the post would fail too) or a cancel stops it.
 */
export async function saveDescriptions(
  files: readonly Attachment[],
  descriptions: Readonly<Record<string, string>>,
  originals: ReadonlyMap<string, File>,
): Promise<DescribedFiles> {
  let unchanged = false;
  const out = await Promise.all(
    files.map(async (file): Promise<Attachment> => {
      const wanted = descriptions[file.id];
      if (wanted === undefined || wanted === (file.description ?? '')) return file;
      try {
        await saveDescription(file.id, wanted);
        return { ...file, description: wanted };
      } catch (error) {
        if (!(error instanceof ApiError) || isAbortError(error)) throw error;
      }
      const original = originals.get(file.id);
      if (original) {
        try {
          return await uploadMedia(original, () => undefined, undefined, wanted);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      }
      unchanged = true;
      return file;
    }),
  );
  return { files: out, unchanged };
}

/**
 * The descriptions changed since the upload, as the requests the outbox sends before the post
 * (decision 0220): a post queued offline, or after a lost answer, keeps what the reader wrote.
 */
export function descriptionRequests(
  files: readonly Attachment[],
  descriptions: Readonly<Record<string, string>>,
): OutboxRequest[] {
  return files.flatMap((file) => {
    const wanted = descriptions[file.id];
    if (wanted === undefined || wanted === (file.description ?? '')) return [];
    return [
      {
        method: 'PUT' as const,
        path: `/api/v1/media/${encodeURIComponent(file.id)}`,
        json: { description: wanted },
      },
    ];
  });
}
