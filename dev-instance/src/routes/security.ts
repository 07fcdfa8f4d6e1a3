import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkTotp, newTotpSecret, totpUri } from '../auth/totp';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { bodyOf } from '../media/upload';
import { ApiError, notFound } from '../util/errors';
import { str } from '../util/params';
import { checkPassword, hashPassword, randomToken } from '../util/password';
import { baseUrl, paramsOf } from '../util/request';
import { block, follow } from '../world/follows';
import { notify } from '../world/notify';
import type { Account } from '../world/types';
import { accountUrl, resolveBase } from '../world/urls';
import { pairKey } from '../world/world';

const SUCCESS = { status: 'success' };

/** Pleroma answers these account operations with 200 and an `error` field on failure. */
function passwordOk(account: Account, password: string | undefined): boolean {
  return checkPassword(password ?? '', account.passwordSalt, account.passwordHash);
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: 5 }, () =>
    randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x'),
  );
}

export function securityRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.post('/api/pleroma/change_password', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    if (!passwordOk(viewer, str(p, 'password'))) return { error: 'Invalid password.' };
    const next = str(p, 'new_password') ?? '';
    if (next !== (str(p, 'new_password_confirmation') ?? ''))
      return { error: 'New password does not match confirmation.' };
    if (next.length < 8) return { error: 'New password should be at least 8 character(s).' };
    viewer.passwordHash = hashPassword(next, viewer.passwordSalt);
    viewer.passwordResetRequired = false;
    return SUCCESS;
  });

  app.post('/api/pleroma/change_email', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    if (!passwordOk(viewer, str(p, 'password'))) return { error: 'Invalid password.' };
    const email = (str(p, 'email') ?? '').trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return { error: 'Email has invalid format.' };
    if (
      [...inst.world.accounts.values()].some(
        (a) => a.id !== viewer.id && a.email?.toLowerCase() === email.toLowerCase(),
      )
    ) {
      return { error: 'Email has already been taken.' };
    }
    viewer.email = email;
    return SUCCESS;
  });

  app.post('/api/pleroma/delete_account', async (req) => {
    const viewer = requireUser(inst, req);
    if (!passwordOk(viewer, str(paramsOf(req), 'password'))) return { error: 'Invalid password.' };
    viewer.deactivated = true;
    for (const [key, token] of inst.world.tokens)
      if (token.accountId === viewer.id) inst.world.tokens.delete(key);
    return SUCCESS;
  });

  app.post('/api/pleroma/move_account', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    if (!passwordOk(viewer, str(p, 'password'))) return { error: 'Invalid password.' };
    const target = inst.world.accountByAcct(str(p, 'target_account') ?? '');
    if (!target || target.id === viewer.id) throw new ApiError(404, 'Target account not found.');
    const base = baseUrl(req);
    const origin = resolveBase(accountUrl(viewer), base);
    if (!target.aliases.map((a) => resolveBase(a, base)).includes(origin)) {
      throw new ApiError(400, 'Target account must have the origin in `alsoKnownAs`');
    }
    viewer.movedToId = target.id;
    for (const followerId of [...(inst.world.followers.get(viewer.id) ?? [])]) {
      const follower = inst.world.accounts.get(followerId);
      if (!follower) continue;
      notify(inst.world, { to: followerId, type: 'move', from: viewer.id, targetId: target.id });
      if (follower.domain === null) follow(inst.world, follower, target);
    }
    return SUCCESS;
  });

  app.get('/api/pleroma/aliases', async (req) => {
    const viewer = requireUser(inst, req);
    return { aliases: viewer.aliases.map((a) => resolveBase(a, baseUrl(req))) };
  });

  app.put('/api/pleroma/aliases', async (req) => {
    const viewer = requireUser(inst, req);
    const other = inst.world.accountByAcct(str(paramsOf(req), 'alias') ?? '');
    if (!other) throw notFound('Account not found');
    const url = accountUrl(other);
    if (!viewer.aliases.includes(url)) viewer.aliases.push(url);
    return SUCCESS;
  });

  app.delete('/api/pleroma/aliases', async (req) => {
    const viewer = requireUser(inst, req);
    const other = inst.world.accountByAcct(str(paramsOf(req), 'alias') ?? '');
    const url = other ? accountUrl(other) : '';
    if (!other || !viewer.aliases.includes(url)) throw notFound('Account has no such alias.');
    viewer.aliases = viewer.aliases.filter((a) => a !== url);
    return SUCCESS;
  });

  app.put('/api/pleroma/notification_settings', async (req) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    const b = (name: string) =>
      p[name] === undefined ? undefined : ['true', '1', true].includes(p[name] as string);
    viewer.notificationSettings.blockFromStrangers =
      b('block_from_strangers') ?? viewer.notificationSettings.blockFromStrangers;
    viewer.notificationSettings.hideNotificationContents =
      b('hide_notification_contents') ?? viewer.notificationSettings.hideNotificationContents;
    return SUCCESS;
  });

  // Two-factor authentication.
  app.get('/api/pleroma/accounts/mfa', async (req) => {
    const viewer = requireUser(inst, req);
    return { settings: { enabled: viewer.totpSecret !== null, totp: viewer.totpSecret !== null } };
  });

  app.get('/api/pleroma/accounts/mfa/setup/totp', async (req) => {
    const viewer = requireUser(inst, req);
    const secret = newTotpSecret();
    viewer.pendingTotpSecret = secret;
    return { key: secret, provisioning_uri: totpUri(secret, `${viewer.username}@${req.host}`) };
  });

  app.post('/api/pleroma/accounts/mfa/confirm/totp', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const p = paramsOf(req);
    if (!passwordOk(viewer, str(p, 'password')))
      return reply.status(422).send({ error: 'Invalid password.' });
    if (!viewer.pendingTotpSecret || !(await checkTotp(viewer.pendingTotpSecret, str(p, 'code') ?? ''))) {
      return reply.status(422).send({ error: 'invalid_token' });
    }
    viewer.totpSecret = viewer.pendingTotpSecret;
    viewer.pendingTotpSecret = null;
    if (viewer.recoveryCodes.length === 0) viewer.recoveryCodes = newRecoveryCodes();
    return {};
  });

  app.delete('/api/pleroma/accounts/mfa/totp', async (req, reply) => {
    const viewer = requireUser(inst, req);
    if (!passwordOk(viewer, str(paramsOf(req), 'password')))
      return reply.status(422).send({ error: 'Invalid password.' });
    viewer.totpSecret = null;
    viewer.recoveryCodes = [];
    return {};
  });

  app.get('/api/pleroma/accounts/mfa/backup_codes', async (req) => {
    const viewer = requireUser(inst, req);
    viewer.recoveryCodes = newRecoveryCodes();
    return { codes: viewer.recoveryCodes };
  });

  // Password reset by email; throttled to show the client's 429 path.
  app.post('/auth/password', async (_req, reply) => {
    const now = Date.now();
    const recent = inst.passwordResets.filter((t) => t > now - 60_000);
    inst.passwordResets.splice(0, inst.passwordResets.length, ...recent, now);
    if (recent.length >= inst.config.passwordResetPerMinute)
      return reply.status(429).send({ error: 'Throttled' });
    return reply.status(204).send();
  });

  app.post('/api/v1/pleroma/accounts/confirmation_resend', async (_req, reply) => reply.status(204).send());

  // Imports: lists of accts, one per line (a CSV's first column), as text or an uploaded file.
  for (const kind of ['follow', 'mutes', 'blocks'] as const) {
    const path = kind === 'follow' ? '/api/pleroma/follow_import' : `/api/pleroma/${kind}_import`;
    app.post(path, async (req) => {
      const viewer = requireUser(inst, req);
      const { params, files } = await bodyOf(req);
      const raw = files.get('list')?.buffer.toString('utf8') ?? str(params, 'list') ?? '';
      for (const line of raw.split(/\r?\n/)) {
        const acct = line.split(',')[0]?.trim();
        if (!acct || acct.toLowerCase() === 'account address') continue;
        const other = inst.world.accountByAcct(acct.replace(new RegExp(`@${req.host}$`), ''));
        if (!other || other.id === viewer.id) continue;
        if (kind === 'follow') follow(inst.world, viewer, other);
        else if (kind === 'mutes')
          inst.world.mutes.set(pairKey(viewer.id, other.id), { notifications: true, expiresAt: null });
        else block(inst.world, viewer, other);
      }
      return 'job started';
    });
  }

  // Backups: made at once, a small zip served by the instance.
  app.get('/api/v1/pleroma/backups', async (req) => backupsOf(inst, req, requireUser(inst, req)));
  app.post('/api/v1/pleroma/backups', async (req) => {
    const viewer = requireUser(inst, req);
    const now = Date.now();
    const id = inst.world.ids.next(now);
    inst.world.backups.set(id, {
      id,
      accountId: viewer.id,
      createdAt: now,
      processed: true,
      fileSize: EMPTY_ZIP.length,
      url: `@@BASE@@/media/backups/${id}.zip`,
    });
    return backupsOf(inst, req, viewer);
  });
  app.get('/media/backups/:file', async (_req, reply) => reply.type('application/zip').send(EMPTY_ZIP));
}

/** An empty but valid zip archive (just the end-of-central-directory record). */
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

function backupsOf(inst: DevInstance, req: FastifyRequest, viewer: Account) {
  return [...inst.world.backups.values()]
    .filter((b) => b.accountId === viewer.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((b) => ({
      id: b.id,
      content_type: 'application/zip',
      url: resolveBase(b.url, baseUrl(req)),
      file_size: b.fileSize,
      processed: b.processed,
      inserted_at: new Date(b.createdAt).toISOString(),
      state: 'complete',
      processed_number: 1,
    }));
}
