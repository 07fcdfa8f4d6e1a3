import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Params } from './params';

// Akkoma (Plug.Parsers) reads urlencoded, multipart and JSON bodies on every endpoint, and
// Akkoma-FE and Pleroma-FE register their app and ask their token with multipart/form-data.
// Fastify's multipart plugin only marks such a request; this hook reads it before any
// handler (and before the flavour's and faults' hooks that read parameters), so `req.body`
// holds its fields like a urlencoded form's, and its files wait for the upload routes.

const filesOf = new WeakMap<FastifyRequest, Map<string, UploadedPart>>();

export function installMultipartBodies(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (!req.isMultipart()) return;
    const { fields, files } = await readMultipart(req);
    req.body = fields;
    filesOf.set(req, files);
  });
}

/** The files of a multipart request read by the hook (empty for other requests). */
export function multipartFiles(req: FastifyRequest): Map<string, UploadedPart> {
  return filesOf.get(req) ?? new Map();
}

export interface UploadedPart {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

/** Reads a multipart body into plain fields and files. Oversized files become a 413. */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Params; files: Map<string, UploadedPart> }> {
  const fields: Params = {};
  const files = new Map<string, UploadedPart>();
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      files.set(part.fieldname, {
        buffer,
        filename: part.filename || 'upload',
        mimetype: part.mimetype || 'application/octet-stream',
      });
    } else {
      const value = part.value;
      const existing = fields[part.fieldname];
      if (existing !== undefined) fields[part.fieldname] = ([] as unknown[]).concat(existing, value);
      else fields[part.fieldname] = value;
    }
  }
  return { fields, files };
}
