import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError, notFound } from '../util/errors';
import { getOrCreate } from '../util/maps';
import { int } from '../util/params';
import { paramsOf } from '../util/request';

/**
 * Akkoma's server-side settings profiles per frontend. A PUT must carry the next version
 * (stored + 1), which is how Akkoma detects two devices overwriting each other.
 */
export function settingsProfileRoutes(app: FastifyInstance, inst: DevInstance): void {
  const store = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    const { frontend } = req.params as { frontend: string };
    const byAccount = getOrCreate(inst.world.settingsProfiles, viewer.id, () => new Map());
    return { byAccount, prefix: `${frontend}/` };
  };

  app.get('/api/v1/akkoma/frontend_settings/:frontend', async (req) => {
    const { byAccount, prefix } = store(req);
    return [...byAccount.entries()]
      .filter(([k]) => k.startsWith(prefix))
      .map(([, v]) => ({ name: v.name, version: v.version }));
  });

  app.get('/api/v1/akkoma/frontend_settings/:frontend/:profile', async (req) => {
    const { byAccount, prefix } = store(req);
    const profile = byAccount.get(prefix + (req.params as { profile: string }).profile);
    if (!profile) throw notFound('Not found');
    return { version: profile.version, settings: profile.settings };
  });

  app.put('/api/v1/akkoma/frontend_settings/:frontend/:profile', async (req) => {
    const { byAccount, prefix } = store(req);
    const name = (req.params as { profile: string }).profile;
    const p = paramsOf(req);
    const version = int(p, 'version');
    const settings = p.settings;
    if (version === undefined || !settings || typeof settings !== 'object' || Array.isArray(settings)) {
      throw new ApiError(422, 'Invalid profile: version and settings are required');
    }
    const existing = byAccount.get(prefix + name);
    const expected = (existing?.version ?? 0) + 1;
    if (version !== expected)
      throw new ApiError(422, `Version must be incremented by 1 (expected ${expected})`);
    if (JSON.stringify(settings).length > 1_000_000) throw new ApiError(422, 'Settings are too large');
    byAccount.set(prefix + name, { name, version, settings, updatedAt: Date.now() });
    return settings;
  });

  app.delete('/api/v1/akkoma/frontend_settings/:frontend/:profile', async (req) => {
    const { byAccount, prefix } = store(req);
    if (!byAccount.delete(prefix + (req.params as { profile: string }).profile)) throw notFound('Not found');
    return {};
  });
}
