// Compressed replies (decision 0161): the gateway sent the shell's and the remotes' files as they
// are on disk, ~890 KB before the first posts where gzip makes ~290 KB; on a phone's 1.6 Mbit/s that
// was ~3 s of the start on bytes alone. Brotli or gzip, as the browser accepts, for the text types
// only (never an event stream, which must not be buffered). The server's own replies are
// compressed the same way when it sent them uncompressed, as Akkoma's usual proxy (nginx) does.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The types worth compressing: scripts, styles, JSON, HTML, SVG. */
export const COMPRESSED_TYPES =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:javascript|json|manifest\+json|activity\+json)|image\/svg\+xml)(?:;|$)/;

/** Registers compression; before any static files are registered, as @fastify/compress asks. */
export async function addCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies go to the server untouched (uploads, forms).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
    // Quality 5: close to the best ratio for scripts at a fraction of quality 11's time per reply.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
