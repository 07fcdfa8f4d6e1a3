import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { attachmentFromUpload, bodyOf } from '../media/upload';
import { serializeAttachment } from '../serialize/media';
import { ApiError, notFound } from '../util/errors';
import { str } from '../util/params';
import { paramsOf } from '../util/request';
import { ctxOf } from './ctx';

export function mediaRoutes(app: FastifyInstance, inst: DevInstance): void {
  const upload = async (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    if (!req.isMultipart()) throw new ApiError(422, 'Missing field: file.');
    const { params, files } = await bodyOf(req);
    const file = files.get('file');
    if (!file) throw new ApiError(422, 'Missing field: file.');
    if (file.buffer.length > inst.config.uploadLimit) throw new ApiError(413, 'File is too large');
    const attachment = attachmentFromUpload(inst, viewer.id, file, str(params, 'description') ?? null);
    return serializeAttachment(ctxOf(inst, req, viewer), attachment);
  };
  app.post('/api/v1/media', upload);
  app.post('/api/v2/media', upload);

  const owned = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    const attachment = inst.world.attachments.get((req.params as { id: string }).id);
    if (!attachment || attachment.ownerId !== viewer.id) throw notFound();
    return { viewer, attachment };
  };

  app.get('/api/v1/media/:id', async (req) => {
    const { viewer, attachment } = owned(req);
    return serializeAttachment(ctxOf(inst, req, viewer), attachment);
  });

  app.put('/api/v1/media/:id', async (req) => {
    const { viewer, attachment } = owned(req);
    const description = str(paramsOf(req), 'description');
    if (description !== undefined) {
      if (description.length > 5000) throw new ApiError(422, 'Description is too long');
      attachment.description = description;
    }
    return serializeAttachment(ctxOf(inst, req, viewer), attachment);
  });
}
