import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { goesToServer, isServerRoute, SHARED_STATIC_ROUTE } from '@murmur/remote-kit/server-routes';
import { CSP_REPORT_PATH, type CspViolation, parseCspReport, securityHeaders } from './security-policy';
import { tunnelUpgrade } from './websocket-tunnel';

/**
 * A small server that serves an installed Murmur package the way Akkoma serves its primary
 * frontend (its endpoint's plug order): first the instance's own static files (they win), then
 * any real file of the frontend's folder as it is, then the server's routes (API, OAuth, media,
 * ActivityPub), and `index.html` for every other path, i.e. every client route. The server part is
 * the server given (the dev instance or a real one), reached through a proxy; its `/static/` files
 * count as the instance's own.
 * It sends the same policy as the gateway (Akkoma's kind) and keeps violation reports likewise.
 */
export interface AkkomaStaticOptions {
  /** The frontend's folder: what `static/frontends/murmur/<version>/` holds. */
  frontendDir: string;
  /** The server every API call goes to (the dev instance, or a real Akkoma/Pleroma). */
  backend: string;
  /** The instance's own static folder (Akkoma's `instance/static/`): the operator's overlay. */
  instanceStaticDir?: string;
  port: number;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
}

export interface AkkomaStaticServer {
  url: string;
  cspReportsUrl: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file under `dir` for a URL path, or null (no file, a folder, or an escape attempt). */
function fileIn(dir: string | undefined, pathname: string): string | null {
  if (!dir) return null;
  const file = path.join(dir, pathname);
  if (!file.startsWith(path.resolve(dir) + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function startAkkomaStatic(options: AkkomaStaticOptions): Promise<AkkomaStaticServer> {
  const backend = new URL(options.backend);
  const reports: CspViolation[] = [];

  const headersFor = (req: http.IncomingMessage) =>
    securityHeaders({ host: req.headers.host ?? 'localhost', protocol: 'http' });

  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, cache: string) => {
    res.writeHead(200, {
      ...headersFor(req),
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  /** Forwards the request to the server; `onlyIfOk` gives up (returns false) on a non-2xx GET. */
  const proxy = (req: http.IncomingMessage, res: http.ServerResponse, onlyIfOk = false) =>
    new Promise<boolean>((resolve) => {
      // A real server is on https; the dev instance on http.
      const client = backend.protocol === 'https:' ? https : http;
      const upstream = client.request(
        {
          host: backend.hostname,
          port: backend.port || undefined,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            host: backend.host,
            'x-forwarded-host': req.headers.host ?? '',
            'x-forwarded-proto': 'http',
          },
        },
        (reply) => {
          if (onlyIfOk && (reply.statusCode ?? 500) >= 300) {
            reply.resume();
            resolve(false);
            return;
          }
          const headers = { ...reply.headers };
          for (const [name, value] of Object.entries(headersFor(req))) headers[name] ??= value;
          res.writeHead(reply.statusCode ?? 502, headers);
          reply.pipe(res);
          resolve(true);
        },
      );
      upstream.on('error', () => {
        if (onlyIfOk) return resolve(false);
        res.writeHead(502, headersFor(req)).end();
        resolve(true);
      });
      req.pipe(upstream);
    });

  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const isPage = (req.headers.accept ?? '').includes('text/html');

    if (pathname === CSP_REPORT_PATH) {
      if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const violation = parseCspReport(Buffer.concat(chunks).toString('utf8'));
        if (violation) reports.push(violation);
        res.writeHead(204).end();
      } else if (req.method === 'DELETE') {
        reports.length = 0;
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reports));
      }
      return;
    }

    if (req.method === 'GET' || req.method === 'HEAD') {
      // 1. The instance's own static files win over the frontend's.
      const instanceFile = fileIn(options.instanceStaticDir, pathname);
      if (instanceFile) return sendFile(req, res, instanceFile, 'no-cache');
      if (pathname.startsWith(`/${SHARED_STATIC_ROUTE}/`) && (await proxy(req, res, true))) return;
      // 2. Any real file of the frontend's folder, except where the server has its own routes.
      if (!isServerRoute(pathname)) {
        const frontendFile = fileIn(options.frontendDir, pathname === '/' ? '/index.html' : pathname);
        if (frontendFile) {
          const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(frontendFile);
          return sendFile(
            req,
            res,
            frontendFile,
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        }
      }
    }
    // 3. The server's routes.
    if (goesToServer(pathname, isPage)) {
      await proxy(req, res);
      return;
    }
    // 4. Every other page is the frontend's index.html (a page navigation even when its path ends
    // like a file name, /remote-users/@bob@example.org); a missing file is a 404.
    const index = fileIn(options.frontendDir, '/index.html');
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      index &&
      (isPage || !/\.[a-z0-9]+$/i.test(pathname))
    ) {
      return sendFile(req, res, index, 'no-cache');
    }
    res.writeHead(404, { ...headersFor(req), 'content-type': 'text/plain' }).end('Not found');
  });

  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').startsWith('/api/')) tunnelUpgrade(req, socket, head, backend);
    else socket.destroy();
  });

  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  return {
    url,
    cspReportsUrl: `${url}${CSP_REPORT_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
