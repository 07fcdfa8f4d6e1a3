import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';

/**
 * Forwards a WebSocket upgrade to the backend as a raw byte tunnel. Frames, pings and close codes
 * pass through untouched, which the streaming client's reconnect logic depends on.
 */
export function tunnelUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, backend: URL): void {
  const secure = backend.protocol === 'https:';
  const port = Number(backend.port || (secure ? 443 : 80));
  const upstream = secure
    ? tls.connect({ host: backend.hostname, port, servername: backend.hostname })
    : net.connect({ host: backend.hostname, port });

  const onConnect = () => {
    const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      const value = name.toLowerCase() === 'host' ? backend.host : (req.rawHeaders[i + 1] ?? '');
      lines.push(`${name}: ${value}`);
    }
    lines.push(`X-Forwarded-Host: ${req.headers.host ?? ''}`);
    lines.push(`X-Forwarded-Proto: ${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  };
  upstream.once(secure ? 'secureConnect' : 'connect', onConnect);
  const destroyBoth = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', destroyBoth);
  socket.on('error', destroyBoth);
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
}
