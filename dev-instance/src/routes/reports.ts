import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAdminReport, serializeReport } from '../serialize/admin';
import { ApiError, forbidden, notFound } from '../util/errors';
import { bool, int, list, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { notify } from '../world/notify';
import { hasPrivilege } from '../world/roles';
import type { Report } from '../world/types';
import { ctxOf } from './ctx';

export function reportRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.post('/api/v1/reports', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const target = inst.world.accounts.get(str(p, 'account_id') ?? '');
    if (!target) throw new ApiError(404, 'Account not found');
    const statusIds = list(p, 'status_ids');
    for (const id of statusIds) {
      if (inst.world.statuses.get(id)?.accountId !== target.id) throw new ApiError(400, 'Invalid status id');
    }
    const now = Date.now();
    const report: Report = {
      id: inst.world.ids.next(now),
      reporterId: viewer.id,
      targetId: target.id,
      statusIds,
      comment: str(p, 'comment') ?? '',
      forward: bool(p, 'forward') ?? false,
      state: 'open',
      createdAt: now,
      notes: [],
      rules: list(p, 'rule_ids'),
    };
    inst.world.reports.set(report.id, report);
    for (const staffer of inst.world.accounts.values()) {
      if (staffer.domain === null && hasPrivilege(staffer, 'reports_manage_reports')) {
        notify(inst.world, { to: staffer.id, type: 'pleroma:report', from: viewer.id, reportId: report.id });
      }
    }
    return serializeReport(ctxOf(inst, req, viewer), report);
  });

  const staff = (req: FastifyRequest) => {
    const viewer = requireUser(inst, req);
    if (!hasPrivilege(viewer, 'reports_manage_reports')) throw forbidden('User is not a staff member.');
    return viewer;
  };
  const report = (req: FastifyRequest) => {
    const r = inst.world.reports.get((req.params as { id: string }).id);
    if (!r) throw notFound();
    return r;
  };

  app.get('/api/v1/pleroma/admin/reports', async (req) => {
    const viewer = staff(req);
    const q = req.query as Params;
    const state = str(q, 'state');
    const pageSize = Math.max(1, int(q, 'page_size') ?? int(q, 'limit') ?? 50);
    const page = Math.max(1, int(q, 'page') ?? 1);
    const all = [...inst.world.reports.values()]
      .filter((r) => !state || r.state === state)
      .sort((a, b) => b.createdAt - a.createdAt);
    const ctx = ctxOf(inst, req, viewer);
    return {
      total: all.length,
      reports: all.slice((page - 1) * pageSize, page * pageSize).map((r) => serializeAdminReport(ctx, r)),
    };
  });

  app.get('/api/v1/pleroma/admin/reports/:id', async (req) =>
    serializeAdminReport(ctxOf(inst, req, staff(req)), report(req)),
  );

  app.patch('/api/v1/pleroma/admin/reports', async (req, reply) => {
    staff(req);
    const p = paramsOf(req);
    const updates = Array.isArray(p.reports) ? (p.reports as Params[]) : [];
    for (const u of updates) {
      const r = inst.world.reports.get(str(u, 'id') ?? '');
      const state = str(u, 'state');
      if (!r) throw notFound();
      if (state !== 'open' && state !== 'closed' && state !== 'resolved')
        throw new ApiError(400, 'Unsupported state');
      r.state = state;
    }
    return reply.status(204).send();
  });

  app.post('/api/v1/pleroma/admin/reports/:id/notes', async (req, reply) => {
    const viewer = staff(req);
    const r = report(req);
    const content = str(paramsOf(req), 'content')?.trim();
    if (!content) throw new ApiError(400, 'Missing field: content.');
    const now = Date.now();
    r.notes.push({ id: inst.world.ids.next(now), userId: viewer.id, content, createdAt: now });
    return reply.status(204).send();
  });

  app.delete('/api/v1/pleroma/admin/reports/:id/notes/:noteId', async (req, reply) => {
    staff(req);
    const r = report(req);
    const noteId = (req.params as { noteId: string }).noteId;
    const before = r.notes.length;
    r.notes = r.notes.filter((n) => n.id !== noteId);
    if (r.notes.length === before) throw notFound();
    return reply.status(204).send();
  });
}
