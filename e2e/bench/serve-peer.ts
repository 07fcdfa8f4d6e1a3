// Serves another client's production build (Akkoma-FE's dist/, for instance) on a port, as a
// single-page app, and passes every path the build does not hold to the dev instance, so the peer
// and Murmur talk to the same server in a side-by-side run.

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';

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
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
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
    if (file) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
      return;
    }
    const html = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && html && !pathname.startsWith('/api') && !pathname.startsWith('/oauth')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(await readFile(join(dist, 'index.html')));
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
