import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { serializeAdminUser } from '../serialize/admin';
import { ApiError, forbidden, notFound } from '../util/errors';
import { int, list, type Params, str } from '../util/params';
import { paramsOf } from '../util/request';
import { hasPrivilege } from '../world/roles';
import type { Account } from '../world/types';
import { acctOf } from '../world/world';
import { ctxOf } from './ctx';

export function adminUserRoutes(app: FastifyInstance, inst: DevInstance): void {
  const staff = (req: FastifyRequest, privilege: string): Account => {
    const viewer = requireUser(inst, req);
    if (!hasPrivilege(viewer, privilege)) throw forbidden('User is not a staff member.');
    return viewer;
  };
  const byNicknames = (names: string[]): Account[] =>
    names.map((n) => {
      const a = inst.world.accountByAcct(n);
      if (!a) throw notFound(`User ${n} not found`);
      return a;
    });
  const nicknames = (req: FastifyRequest) => {
    const p = paramsOf(req);
    const names = list(p, 'nicknames');
    const one = str(p, 'nickname');
    return one ? [...names, one] : names;
  };

  app.get('/api/v1/pleroma/admin/users', async (req) => {
    const viewer = staff(req, 'users_read');
    const q = req.query as Params;
    const query = (str(q, 'query') ?? '').toLowerCase();
    const filters = (str(q, 'filters') ?? '').split(',').filter(Boolean);
    const pageSize = Math.max(1, int(q, 'page_size') ?? 50);
    const page = Math.max(1, int(q, 'page') ?? 1);
    const users = [...inst.world.accounts.values()].filter((a) => {
      if (query && !acctOf(a).toLowerCase().includes(query) && !a.displayName.toLowerCase().includes(query))
        return false;
      for (const f of filters) {
        if (f === 'local' && a.domain !== null) return false;
        if (f === 'external' && a.domain === null) return false;
        if (f === 'active' && a.deactivated) return false;
        if (f === 'deactivated' && !a.deactivated) return false;
        if (f === 'is_admin' && a.role !== 'admin') return false;
        if (f === 'is_moderator' && a.role !== 'moderator') return false;
        if (f === 'need_approval' && a.approved) return false;
        if (f === 'unconfirmed' && a.confirmed) return false;
      }
      return true;
    });
    const ctx = ctxOf(inst, req, viewer);
    return {
      count: users.length,
      page_size: pageSize,
      users: users.slice((page - 1) * pageSize, page * pageSize).map((a) => serializeAdminUser(ctx, a)),
    };
  });

  app.get('/api/v1/pleroma/admin/users/:nickname', async (req) => {
    const viewer = staff(req, 'users_read');
    const id = (req.params as { nickname: string }).nickname;
    const a = inst.world.accounts.get(id) ?? inst.world.accountByAcct(id);
    if (!a) throw notFound();
    return serializeAdminUser(ctxOf(inst, req, viewer), a);
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/pleroma/admin/users/tag',
      handler: async (req, reply) => {
        staff(req, 'users_manage_tags');
        const p = paramsOf(req);
        const tags = list(p, 'tags');
        for (const a of byNicknames(list(p, 'nicknames'))) {
          if (method === 'PUT') a.tags = [...new Set([...a.tags, ...tags])];
          else a.tags = a.tags.filter((t) => !tags.includes(t));
        }
        return reply.status(204).send();
      },
    });
  }

  const setRight = (req: FastifyRequest, names: string[], on: boolean) => {
    const viewer = staff(req, 'users_manage_credentials');
    if (viewer.role !== 'admin') throw forbidden('User is not an admin.');
    const right = (req.params as { right: string }).right;
    if (right !== 'admin' && right !== 'moderator') throw new ApiError(400, 'Unsupported permission group');
    for (const a of byNicknames(names)) {
      if (a.domain !== null) throw new ApiError(400, 'Permission groups are for local users only');
      if (!on && a.id === viewer.id) throw forbidden('You can’t revoke your own admin/moderator status.');
      if (on) a.role = right;
      else if (a.role === right) a.role = 'member';
    }
    return { [`is_${right}`]: on };
  };
  app.post('/api/v1/pleroma/admin/users/permission_group/:right', async (req) =>
    setRight(req, nicknames(req), true),
  );
  app.delete('/api/v1/pleroma/admin/users/permission_group/:right', async (req) =>
    setRight(req, nicknames(req), false),
  );
  app.post('/api/v1/pleroma/admin/users/:nickname/permission_group/:right', async (req) =>
    setRight(req, [(req.params as { nickname: string }).nickname], true),
  );
  app.delete('/api/v1/pleroma/admin/users/:nickname/permission_group/:right', async (req) =>
    setRight(req, [(req.params as { nickname: string }).nickname], false),
  );

  const bulk = (path: string, privilege: string, change: (a: Account) => void) => {
    app.patch(`/api/v1/pleroma/admin/users/${path}`, async (req) => {
      const viewer = staff(req, privilege);
      const users = byNicknames(nicknames(req));
      users.forEach(change);
      const ctx = ctxOf(inst, req, viewer);
      return { users: users.map((a) => serializeAdminUser(ctx, a)) };
    });
  };
  bulk('activate', 'users_manage_activation_state', (a) => {
    a.deactivated = false;
  });
  bulk('deactivate', 'users_manage_activation_state', (a) => {
    a.deactivated = true;
  });
  bulk('approve', 'users_manage_invites', (a) => {
    a.approved = true;
  });
  bulk('confirm_email', 'users_manage_credentials', (a) => {
    a.confirmed = true;
  });
  bulk('force_password_reset', 'users_manage_credentials', (a) => {
    a.passwordResetRequired = true;
  });

  app.delete('/api/v1/pleroma/admin/users', async (req) => {
    const viewer = staff(req, 'users_delete');
    const users = byNicknames(nicknames(req));
    for (const a of users) {
      if (a.id === viewer.id) throw forbidden('You cannot delete yourself.');
      a.deactivated = true;
      inst.world.removeAccountIndex(a);
      for (const [key, t] of inst.world.tokens) if (t.accountId === a.id) inst.world.tokens.delete(key);
    }
    return users.map((a) => acctOf(a));
  });
}
