import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import type { Ctx } from '../serialize/context';
import { baseUrl, hostOf } from '../util/request';
import type { Account } from '../world/types';

/** Serializer context for a request; `viewer` overrides the token's account when given. */
export function ctxOf(inst: DevInstance, req: FastifyRequest, viewer?: Account | null): Ctx {
  return {
    world: inst.world,
    base: baseUrl(req),
    host: hostOf(req),
    viewer: viewer === undefined ? viewerOf(inst, req) : viewer,
    now: Date.now(),
  };
}
