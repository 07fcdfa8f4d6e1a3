import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { DevInstance } from '../instance';
import { ApiError } from '../util/errors';
import { multipartFiles, type UploadedPart } from '../util/multipart-body';
import type { Params } from '../util/params';
import type { Attachment } from '../world/types';
import { BASE } from '../world/types';

export type { UploadedPart };

import { attachmentType, imageSize } from './dimensions';

/** Body parameters of a form, JSON or multipart request, plus any uploaded files. */
export async function bodyOf(
  req: FastifyRequest,
): Promise<{ params: Params; files: Map<string, UploadedPart> }> {
  const query = (req.query ?? {}) as Params;
  const body = req.body && typeof req.body === 'object' ? (req.body as Params) : {};
  // A multipart body was read by the hook of `util/multipart-body.ts` before the handler ran.
  return { params: { ...query, ...body }, files: multipartFiles(req) };
}

export function tooLarge(): ApiError {
  return new ApiError(413, 'File is too large');
}

function safeName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9._-]/g, '_').slice(-80);
  return cleaned || 'upload';
}

/** Stores an uploaded file in the data folder and returns the URL it is served at. */
export function storeFile(inst: DevInstance, id: string, part: UploadedPart): string {
  const name = safeName(part.filename);
  const path = join(inst.dataDir, `${id}-${name}`);
  writeFileSync(path, part.buffer);
  inst.uploads.set(id, { path, mimeType: part.mimetype });
  return `${BASE}/media/uploads/${id}/${encodeURIComponent(name)}`;
}

/** An attachment for an uploaded file, not yet attached to a status. */
export function attachmentFromUpload(
  inst: DevInstance,
  ownerId: string,
  part: UploadedPart,
  description: string | null,
): Attachment {
  const world = inst.world;
  const now = Date.now();
  const id = world.ids.next(now);
  const url = storeFile(inst, id, part);
  const size = imageSize(part.buffer);
  const attachment: Attachment = {
    id,
    ownerId,
    type: attachmentType(part.mimetype),
    url,
    previewUrl: url,
    remoteUrl: null,
    description,
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    blurhash: null,
    mimeType: part.mimetype,
    statusId: null,
    createdAt: now,
  };
  world.attachments.set(id, attachment);
  return attachment;
}
