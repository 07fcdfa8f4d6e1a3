// `murmur-remote preview`: the remote inside a released shell, the way Akkoma serves Murmur. The
// released package (its unpacked folder, or the zip) is served as it is; the remote's dist/ is
// served at /remotes/<container>/preview/ and the page's remotes.json gains the container and the
// slots the remote fills (package.json `murmur.slots`); the server's own routes (API, OAuth, media)
// go to the backend: the dev instance or a real server. Nothing of the package is changed.
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { goesToServer, isServerRoute, SHARED_STATIC_ROUTE } from './server-routes.mjs';
import { unzipTo } from './zip.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The policy Murmur's gateway sends, so that what the remote does here it may do there: scripts
 * only from the page's origin, no eval, no inline script.
 */
function policy(backend) {
  return [
    "default-src 'none'",
    "base-uri 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' ws: wss:",
    `img-src 'self' data: blob: ${backend.origin} https:`,
    `media-src 'self' blob: ${backend.origin} https:`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
  ].join('; ');
}

function fileIn(dir, pathname) {
  const root = path.resolve(dir);
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The released shell's folder: `shell` itself, or the zip unpacked into a temporary folder. */
export function releasedShellFolder(shell) {
  const given = path.resolve(shell);
  if (!existsSync(given)) throw new Error(`${shell} does not exist: give a released Murmur's folder or zip`);
  if (statSync(given).isDirectory()) {
    if (!existsSync(path.join(given, 'index.html')))
      throw new Error(`${shell} has no index.html: give the unpacked package's folder`);
    return given;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'murmur-shell-'));
  unzipTo(given, folder);
  return folder;
}

/**
 * Starts the preview server.
 * @param {object} options
 * @param {string} options.shellDir  the unpacked released package
 * @param {string} options.backend   the server's URL (the dev instance, or a real server)
 * @param {{ container: string, dist: string, slots: Record<string, string> }} options.remote
 * @param {number} [options.port]
 * @param {string} [options.host]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startPreview({ shellDir, backend, remote, port = 8080, host = '127.0.0.1' }) {
  const upstream = new URL(backend);
  const client = upstream.protocol === 'https:' ? https : http;
  const csp = policy(upstream);
  const prefix = `/remotes/${remote.container}/preview/`;

  const remotesJson = () => {
    const file = path.join(shellDir, 'static', 'remotes.json');
    const deployed = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const slots = Object.fromEntries(
      Object.entries(remote.slots).map(([slot, module]) => [slot, `${remote.container}/${module}`]),
    );
    return JSON.stringify({
      ...deployed,
      remotes: { ...deployed.remotes, [remote.container]: `${prefix}mf-manifest.json` },
      slots: { ...deployed.slots, ...slots },
    });
  };

  const send = (req, res, file, cache) => {
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
      'content-security-policy': csp,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  const proxy = (req, res) => {
    const outgoing = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The server ${upstream.origin} did not answer`);
    });
    req.pipe(outgoing);
  };

  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const isPage = (req.headers.accept ?? '').includes('text/html');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && pathname === '/static/remotes.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      res.end(remotesJson());
      return;
    }
    if (reading && pathname.startsWith(prefix)) {
      const file = fileIn(remote.dist, pathname.slice(prefix.length - 1));
      if (file) return send(req, res, file, 'no-cache');
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not built yet');
      return;
    }
    if (reading && !isServerRoute(pathname)) {
      const file = fileIn(shellDir, pathname === '/' ? '/index.html' : pathname);
      if (file) return send(req, res, file, 'no-cache');
    }
    // The server's routes, and what the package does not hold under /static/ (the instance's terms
    // of service, stickers, config.json): the server answers those on an instance too.
    if (goesToServer(pathname, isPage) || pathname.startsWith(`/${SHARED_STATIC_ROUTE}/`))
      return proxy(req, res);
    const index = fileIn(shellDir, '/index.html');
    if (reading && index && (isPage || !/\.[a-z0-9]+$/i.test(pathname)))
      return send(req, res, index, 'no-cache');
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  // The streaming API's WebSocket: the upgrade request goes to the server as it came.
  server.on('upgrade', (req, socket, head) => {
    if (!(req.url ?? '').startsWith('/api/')) return socket.destroy();
    const secure = upstream.protocol === 'https:';
    const target = {
      host: upstream.hostname,
      port: Number(upstream.port || (secure ? 443 : 80)),
      servername: upstream.hostname,
    };
    const outgoing = secure ? tls.connect(target) : net.connect(target);
    outgoing.once(secure ? 'secureConnect' : 'connect', () => {
      const headers = { ...req.headers, host: upstream.host };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      outgoing.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) outgoing.write(head);
      socket.pipe(outgoing).pipe(socket);
    });
    const drop = () => {
      socket.destroy();
      outgoing.destroy();
    };
    outgoing.on('error', drop);
    socket.on('error', drop);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address();
  return {
    url: `http://localhost:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
