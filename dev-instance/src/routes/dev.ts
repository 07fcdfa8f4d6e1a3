import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';

/** Development-only endpoints under /__dev/ (health here; faults and reset in faults/). */
export function devRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/__dev/health', async () => ({
    ok: true,
    seed: inst.options.seed,
    size: inst.options.size,
    accounts: inst.world.accounts.size,
    statuses: inst.world.statuses.size,
    seededAt: new Date(inst.options.now).toISOString(),
  }));
}
