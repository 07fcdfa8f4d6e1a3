import type { FastifyInstance } from 'fastify';
import { issueToken, tokenJson } from '../auth/tokens';
import { tokenOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError } from '../util/errors';
import { escapeHtml } from '../util/html';
import { bool, str } from '../util/params';
import { baseUrl, paramsOf } from '../util/request';
import { makeAccount } from '../world/accounts';

/** The invite token accepted when registrations are by invitation. */
export const DEV_INVITE_TOKEN = 'murmur-invite';

export function registrationRoutes(app: FastifyInstance, inst: DevInstance): void {
  const captcha = (_req: unknown) => {
    if (inst.config.registrationMode !== 'captcha') return { type: 'none' };
    return inst.captcha.create();
  };
  app.get('/api/pleroma/captcha', async (req) => captcha(req));
  app.get('/api/v1/pleroma/captcha', async (req) => captcha(req));

  app.post('/api/v1/accounts', async (req) => {
    // Pleroma only registers through an app token (client_credentials).
    const token = tokenOf(inst, req);
    const client = token ? inst.world.apps.get(token.appId) : undefined;
    if (!client) throw new ApiError(403, 'Invalid credentials');

    const config = inst.config;
    const p = paramsOf(req);
    if (config.registrationMode === 'closed') throw new ApiError(403, 'Registrations are closed');
    if (config.registrationMode === 'invite' && str(p, 'token') !== DEV_INVITE_TOKEN)
      throw new ApiError(400, 'Invalid token');
    if (
      config.registrationMode === 'captcha' &&
      !inst.captcha.check(str(p, 'captcha_token'), str(p, 'captcha_solution'))
    ) {
      throw new ApiError(400, JSON.stringify({ captcha: ['Invalid CAPTCHA'] }));
    }

    const nickname = (str(p, 'nickname') ?? str(p, 'username') ?? '').trim();
    const email = (str(p, 'email') ?? '').trim();
    const password = str(p, 'password') ?? '';
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    if (!nickname) add('nickname', "can't be blank");
    else if (!/^[a-zA-Z\d_-]+$/.test(nickname)) add('nickname', 'has invalid format');
    else if (nickname.length > 64) add('nickname', 'should be at most 64 character(s)');
    else if (config.restrictedNicknames.includes(nickname.toLowerCase())) add('nickname', 'is reserved');
    else if (inst.world.accountByAcct(nickname)) add('nickname', 'has already been taken');
    if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) add('email', 'has invalid format');
    if (!email && config.registrationMode === 'email-confirmation') add('email', "can't be blank");
    if (
      email &&
      [...inst.world.accounts.values()].some((a) => a.email?.toLowerCase() === email.toLowerCase())
    )
      add('email', 'has already been taken');
    if (!password) add('password', "can't be blank");
    else if (password.length < 8) add('password', 'should be at least 8 character(s)');
    const reason = str(p, 'reason') ?? '';
    if (config.registrationMode === 'approval' && !reason.trim()) add('reason', "can't be blank");
    if (bool(p, 'agreement') === false) add('agreement', 'must be accepted');
    // Pleroma sends field errors as a JSON-encoded string.
    if (Object.keys(errors).length > 0) throw new ApiError(400, JSON.stringify(errors));

    const now = Date.now();
    const bio = str(p, 'bio') ?? '';
    const account = makeAccount({
      id: inst.world.ids.next(now),
      username: nickname,
      domain: null,
      createdAt: now,
      password,
      email: email || null,
      displayName: str(p, 'fullname') ?? nickname,
      note: bio ? `<p>${escapeHtml(bio)}</p>` : '',
      noteSource: bio,
      language: str(p, 'language') ?? str(p, 'locale') ?? null,
      confirmed: config.registrationMode !== 'email-confirmation',
      approved: config.registrationMode !== 'approval',
      registrationReason: reason || null,
    });
    inst.world.addAccount(account);
    if (!account.confirmed) {
      return {
        message: 'You have been registered. Please check your email for further instructions.',
        identifier: 'missing_confirmed_email',
      };
    }
    if (!account.approved) {
      return {
        message: "You have been registered. You'll be able to log in once your account is approved.",
        identifier: 'awaiting_approval',
      };
    }
    return tokenJson(inst.world, issueToken(inst.world, client, account.id, client.scopes), baseUrl(req));
  });
}
