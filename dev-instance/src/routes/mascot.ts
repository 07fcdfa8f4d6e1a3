import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { bodyOf, storeFile } from '../media/upload';
import { ApiError } from '../util/errors';
import { baseUrl } from '../util/request';
import { resolveBase } from '../world/urls';

export function mascotRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.put('/api/v1/pleroma/mascot', async (req) => {
    const viewer = requireUser(inst, req);
    const { files } = await bodyOf(req);
    const file = files.get('file');
    if (!file) throw new ApiError(400, 'Missing field: file.');
    if (!file.mimetype.startsWith('image/')) throw new ApiError(415, 'mascots can only be images');
    if (file.buffer.length > inst.config.uploadLimit) throw new ApiError(413, 'File is too large');
    const id = inst.world.ids.next(Date.now());
    viewer.mascot = { id, url: storeFile(inst, id, file), type: 'image' };
    return {
      id,
      url: resolveBase(viewer.mascot.url, baseUrl(req)),
      type: 'image',
      pleroma: { mime_type: file.mimetype },
    };
  });
}
