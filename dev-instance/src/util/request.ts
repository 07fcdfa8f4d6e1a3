import type { FastifyRequest } from 'fastify';

/**
 * The public address of this request: built from the Host (or, behind a loopback proxy such
 * as the gateway, the forwarded host and protocol), so links work from whichever port the
 * client used.
 */
export function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function hostOf(req: FastifyRequest): string {
  return req.host;
}

/** Query and body parameters together (body wins), since clients send either. */
export function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b =
    req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)
      ? (req.body as Record<string, unknown>)
      : {};
  return { ...q, ...b };
}
