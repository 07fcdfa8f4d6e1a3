// Serves another client's production build (Akkoma-FE's dist/, for instance) on a port, as a
// single-page app, and passes every path the build does not hold to the dev instance, so the peer
// and Murmur talk to the same server in a side-by-side run. Like Murmur's gateway, and as Akkoma's
// usual proxy does, it compresses what it sends: the build's files at Brotli 11 (or gzip 9), the
// best a server can serve of a static file (Murmur's build ships such copies, decision 0290), and
// the instance's text replies per reply, at Brotli 5 or gzip, as the gateway does.

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing, as the gateway's list (gateway/src/compression.ts). */
const COMPRESSED =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:javascript|json|manifest\+json|activity\+json)|image\/svg\+xml)(?:;|$)/;

/** The encoding to answer with, by the request's Accept-Encoding (Brotli first, as browsers prefer). */
function encodingFor(req: http.IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** A build's files never change during a run: each is compressed once, at the best quality. */
const compressedFiles = new Map<string, Buffer>();
function compressedFile(file: string, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`;
  let out = compressedFiles.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    compressedFiles.set(key, out);
  }
  return out;
}

async function fileIn(dist: string, pathname: string): Promise<string | null> {
  const file = normalize(join(dist, decodeURIComponent(pathname)));
  if (!file.startsWith(normalize(dist))) return null;
  try {
    if ((await stat(file)).isFile()) return file;
  } catch {
    // not in the build: the instance's
  }
  return null;
}

/** Starts serving `dist` on `port`; resolves with a stopper once it listens. */
export function servePeer(dist: string, port: number, instanceUrl: string): Promise<() => Promise<void>> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} has no index.html: not a client's build`);
  const target = new URL(instanceUrl);
  const proxy = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (reply) => {
        const encoding = encodingFor(req);
        const type = String(reply.headers['content-type'] ?? '');
        if (!encoding || reply.headers['content-encoding'] || !COMPRESSED.test(type)) {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
          return;
        }
        const headers = { ...reply.headers, 'content-encoding': encoding, vary: 'accept-encoding' };
        delete headers['content-length'];
        res.writeHead(reply.statusCode ?? 502, headers);
        const compress =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip();
        reply.pipe(compress).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://peer').pathname;
    const file = await fileIn(dist, pathname);
    const send = async (path: string) => {
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      const body = await readFile(path);
      const encoding = encodingFor(req);
      // Files named by their content (Akkoma-FE's `app.3c9478cbe62a807ba718.js`) are kept for good, as
      // Murmur's gateway keeps its own; the page itself is asked again.
      const caching = /\.[0-9a-f]{8,}\.(?:js|css)$/.test(path)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      if (!encoding || !COMPRESSED.test(type) || body.length < 1024) {
        res.writeHead(200, { 'content-type': type, 'cache-control': caching });
        res.end(body);
        return;
      }
      res.writeHead(200, {
        'content-type': type,
        'cache-control': caching,
        'content-encoding': encoding,
        vary: 'accept-encoding',
      });
      res.end(compressedFile(path, body, encoding));
    };
    if (file) {
      await send(file);
      return;
    }
    const html = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && html && !pathname.startsWith('/api') && !pathname.startsWith('/oauth')) {
      await send(join(dist, 'index.html'));
      return;
    }
    proxy(req, res);
  };
  // The peers' streaming socket goes to the instance as it is.
  server.on('upgrade', (req, socket, head) => {
    const upstream = http.request({
      host: target.hostname,
      port: target.port,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    });
    upstream.on('upgrade', (reply, upstreamSocket, upstreamHead) => {
      const headers = Object.entries(reply.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\n${headers}\r\n\r\n`);
      if (upstreamHead?.length) socket.write(upstreamHead);
      upstreamSocket.pipe(socket);
      socket.pipe(upstreamSocket);
    });
    upstream.on('error', () => socket.destroy());
    upstream.end(head);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    );
  });
}
