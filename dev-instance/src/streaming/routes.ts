import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevInstance } from '../instance';
import { baseUrl, hostOf } from '../util/request';
import type { Connections } from './connections';
import { needsUser, STREAMS, type Subscription } from './streams';

/** The token from the query, or from Sec-WebSocket-Protocol as Mastodon also accepts. */
function streamingToken(req: FastifyRequest): string | null {
  const q = req.query as Record<string, unknown>;
  if (typeof q.access_token === 'string' && q.access_token) return q.access_token;
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const protocol = req.headers['sec-websocket-protocol'];
  if (typeof protocol === 'string' && protocol.trim()) return protocol.split(',')[0]?.trim() ?? null;
  return null;
}

function parseSubscription(raw: Record<string, unknown>): Subscription | null {
  const stream = typeof raw.stream === 'string' ? raw.stream : null;
  if (!stream || !STREAMS.includes(stream)) return null;
  if (stream.startsWith('hashtag'))
    return typeof raw.tag === 'string' && raw.tag ? { stream, tag: raw.tag.toLowerCase() } : null;
  if (stream === 'list') return typeof raw.list === 'string' && raw.list ? { stream, list: raw.list } : null;
  return { stream };
}

export function streamingRoutes(app: FastifyInstance, inst: DevInstance, connections: Connections): void {
  const accountOf = (req: FastifyRequest): string | null | 'invalid' => {
    const token = streamingToken(req);
    if (!token) return null;
    const t = inst.world.tokens.get(token);
    if (!t || t.validUntil < Date.now()) return 'invalid';
    return t.accountId;
  };

  app.get(
    '/api/v1/streaming',
    {
      websocket: true,
      // Refusals happen before the upgrade, as HTTP replies, the way Mastodon and Pleroma do.
      preValidation: async (req, reply) => {
        if (connections.rejectUntil > Date.now())
          return reply.status(503).send({ error: 'Streaming is unavailable' });
        const account = accountOf(req);
        if (account === 'invalid') return reply.status(401).send({ error: 'Invalid access token' });
        const stream = (req.query as Record<string, unknown>).stream;
        if (typeof stream === 'string' && needsUser(stream) && !account)
          return reply.status(401).send({ error: 'Missing access token' });
      },
    },
    (socket, req) => {
      const account = accountOf(req);
      const connection = {
        socket,
        accountId: account === 'invalid' ? null : account,
        base: baseUrl(req),
        host: hostOf(req),
        subscriptions: new Map<string, Subscription>(),
      };
      connections.add(connection);
      const initial = parseSubscription(req.query as Record<string, unknown>);
      if (initial) connections.subscribe(connection, initial);

      socket.on('message', (data) => {
        const text = data.toString();
        if (text === 'ping') return socket.send('pong');
        let message: Record<string, unknown>;
        try {
          message = JSON.parse(text) as Record<string, unknown>;
        } catch {
          return;
        }
        if (message.type === 'ping') return socket.send(JSON.stringify({ event: 'pong' }));
        const sub = parseSubscription(message);
        if (!sub) {
          socket.send(JSON.stringify({ error: 'Unknown stream type', status: 400 }));
          return;
        }
        if (needsUser(sub.stream) && !connection.accountId) {
          socket.send(JSON.stringify({ error: 'Missing access token', status: 401 }));
          return;
        }
        if (message.type === 'subscribe') connections.subscribe(connection, sub);
        else if (message.type === 'unsubscribe') connections.unsubscribe(connection, sub);
      });
    },
  );
}
