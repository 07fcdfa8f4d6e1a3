import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { generatedPng } from '../media/cache';
import { notFound } from '../util/errors';

const MAX_SIDE = 2000;

/** Serves generated pictures, emoji images and uploaded files. */
export function mediaFileRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/media/g/:key/:size', async (req, reply) => {
    const { key, size } = req.params as { key: string; size: string };
    const m = /^(\d+)x(\d+)\.png$/.exec(size);
    if (!m) throw notFound();
    const w = Math.min(MAX_SIDE, Math.max(1, Number(m[1])));
    const h = Math.min(MAX_SIDE, Math.max(1, Number(m[2])));
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=31536000, immutable');
    return generatedPng(key, w, h);
  });

  app.get('/emoji/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const name = file.replace(/\.png$/, '');
    reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400');
    return generatedPng(`emoji-${name}`, 64, 64);
  });

  app.get('/media/uploads/:id/:name', async (req, reply) => {
    const { id } = req.params as { id: string };
    const stored = inst.uploads.get(id);
    if (!stored || !existsSync(stored.path)) throw notFound();
    reply.header('Content-Type', stored.mimeType).header('Cache-Control', 'public, max-age=31536000');
    // Uploads are untrusted: never let the browser render them as a page of this origin.
    reply
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff');
    return reply.send(createReadStream(stored.path));
  });

  for (const path of ['/favicon.png', '/instance/thumbnail.png', '/images/city.jpg', '/static/logo.png']) {
    app.get(path, async (_req, reply) => {
      reply.header('Content-Type', 'image/png');
      return generatedPng(
        `static-${path}`,
        path.includes('city') ? 1280 : 128,
        path.includes('city') ? 720 : 128,
      );
    });
  }
}
