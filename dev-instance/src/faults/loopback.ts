import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Both the TCP peer and (behind a loopback proxy) the forwarded client must be loopback. */
export function fromLoopback(req: FastifyRequest): boolean {
  const peer = req.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && LOOPBACK.test(req.ip);
}
