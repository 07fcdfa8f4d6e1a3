import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeStatus } from '../serialize/status';
import { ApiError, forbidden, notFound } from '../util/errors';
import { bool, str } from '../util/params';
import { paramsOf } from '../util/request';
import { deleteStatus } from '../world/deleting';
import { hasPrivilege } from '../world/roles';
import type { Visibility } from '../world/types';
import { ctxOf } from './ctx';

/** Visibilities staff may set on someone's post (Pleroma's admin API). */
const STAFF_VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

/**
 * Pleroma's admin calls on statuses, used by the moderation modal on reported posts:
 * PUT /api/v1/pleroma/admin/statuses/{id} (sensitive, visibility) and DELETE of the same path.
 */
export function adminStatusRoutes(app: FastifyInstance, inst: DevInstance): void {
  const staff = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    if (!hasPrivilege(viewer, 'messages_delete')) throw forbidden('User is not a staff member.');
    return viewer;
  };
  const statusOf = (req: FastifyRequest) => {
    const status = inst.world.statuses.get((req.params as { id: string }).id);
    if (!status) throw notFound('Record not found');
    return status;
  };

  app.get('/api/v1/pleroma/admin/statuses/:id', async (req) => {
    const viewer = staff(req);
    return serializeStatus(ctxOf(inst, req, viewer), statusOf(req));
  });

  app.put('/api/v1/pleroma/admin/statuses/:id', async (req) => {
    const viewer = staff(req);
    const status = statusOf(req);
    const p = paramsOf(req);
    const visibility = str(p, 'visibility');
    if (visibility !== undefined) {
      if (!STAFF_VISIBILITIES.includes(visibility as Visibility))
        throw new ApiError(400, 'Invalid visibility');
      status.visibility = visibility as Visibility;
    }
    const sensitive = bool(p, 'sensitive');
    if (sensitive !== undefined) status.sensitive = sensitive;
    inst.world.events.emit({ kind: 'status.updated', status });
    return serializeStatus(ctxOf(inst, req, viewer), status);
  });

  app.delete('/api/v1/pleroma/admin/statuses/:id', async (req) => {
    staff(req);
    deleteStatus(inst.world, statusOf(req));
    return {};
  });
}
