import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import type { Connections } from '../streaming/connections';
import { ApiError, notFound } from '../util/errors';
import { bool, int, str } from '../util/params';
import { paramsOf } from '../util/request';
import type { Faults } from './faults';
import { HOSTILE_MODES, type Hostile, type HostileMode } from './hostile';
import { fromLoopback } from './loopback';
import { compilePattern, FAULT_STATUSES } from './rules';

/** /__dev/ control endpoints for faults, streaming and reset; loopback callers only. */
export function faultRoutes(
  app: FastifyInstance,
  inst: DevInstance,
  faults: Faults,
  connections: Connections,
  hostile?: Hostile,
): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/__dev/') && !fromLoopback(req)) {
      return reply.status(403).send({ error: 'The development controls only answer loopback addresses' });
    }
  });

  app.get('/__dev/faults', async () => ({ faults: faults.rules }));

  app.post('/__dev/faults', async (req) => {
    const p = paramsOf(req);
    const path = str(p, 'path');
    if (!path)
      throw new ApiError(400, 'path is required (a glob such as /api/v1/timelines/* or a regex /.../)');
    try {
      compilePattern(path);
    } catch {
      throw new ApiError(400, 'path is not a valid pattern');
    }
    const status = int(p, 'status') ?? null;
    if (status !== null && !FAULT_STATUSES.includes(status))
      throw new ApiError(400, `status must be one of ${FAULT_STATUSES.join(', ')}`);
    const latencyMs = Math.max(0, Math.min(120_000, int(p, 'latencyMs') ?? 0));
    const malformedJson = bool(p, 'malformedJson') ?? false;
    const answerLost = bool(p, 'answerLost') ?? false;
    if (status === null && latencyMs === 0 && !malformedJson && !answerLost)
      throw new ApiError(400, 'give at least one of status, latencyMs, malformedJson, answerLost');
    const times = int(p, 'times');
    return faults.add({
      path,
      method: str(p, 'method')?.toUpperCase() ?? null,
      status,
      latencyMs,
      malformedJson,
      answerLost,
      remaining: times && times > 0 ? times : null,
    });
  });

  app.delete('/__dev/faults', async () => {
    faults.clear();
    return { faults: [] };
  });

  app.delete('/__dev/faults/:id', async (req) => {
    if (!faults.remove((req.params as { id: string }).id)) throw notFound();
    return { faults: faults.rules };
  });

  // Hostile answer modes (issue 39, hostile.ts): { mode: off | huge | bigstring | combining | failing }.
  app.get('/__dev/hostile', async () => ({ mode: hostile?.mode ?? 'off', modes: HOSTILE_MODES }));
  app.post('/__dev/hostile', async (req) => {
    if (!hostile) throw notFound();
    const mode = str(paramsOf(req), 'mode') ?? '';
    if (!(HOSTILE_MODES as readonly string[]).includes(mode))
      throw new ApiError(400, `mode must be one of ${HOSTILE_MODES.join(', ')}`);
    hostile.mode = mode as HostileMode;
    return { mode: hostile.mode };
  });

  app.get('/__dev/streaming', async () => ({
    open: connections.open.size,
    // Open sockets of a signed-in reader subscribed to their user stream: what a journey waits for
    // before acting, so that the event it causes has a socket to reach.
    userStreams: [...connections.open].filter(
      (c) => c.accountId !== null && [...c.subscriptions.values()].some((s) => s.stream === 'user'),
    ).length,
    rejectingNewUntil:
      connections.rejectUntil > Date.now() ? new Date(connections.rejectUntil).toISOString() : null,
  }));

  app.post('/__dev/streaming/close', async (req) => {
    const p = paramsOf(req);
    const code = int(p, 'code') ?? 4000;
    if (code !== 1000 && (code < 3000 || code > 4999))
      throw new ApiError(400, 'code must be 1000 or within 3000-4999');
    const rejectNew = bool(p, 'rejectNew') ?? false;
    const forMs = int(p, 'rejectForMs') ?? 24 * 3_600_000;
    if (rejectNew) connections.rejectUntil = Date.now() + forMs;
    const closed = connections.closeAll(code, str(p, 'reason') ?? 'closed by /__dev/streaming/close');
    return { closed, rejectingNew: rejectNew };
  });

  app.post('/__dev/streaming/allow', async () => {
    connections.rejectUntil = 0;
    return { rejectingNew: false };
  });

  app.post('/__dev/reset', async () => {
    faults.clear();
    if (hostile) hostile.mode = 'off';
    connections.rejectUntil = 0;
    inst.reset();
    return { ok: true, accounts: inst.world.accounts.size, statuses: inst.world.statuses.size };
  });
}
