import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AuthorizeFields, codePage, errorPage, mfaPage, signInPage } from '../auth/authorize-page';
import { authenticate, checkLoginAllowed } from '../auth/login';
import { invalidGrant, pkceRequestProblem, pkceVerifierMatches } from '../auth/pkce';
import { issueToken, parseScopes, tokenJson } from '../auth/tokens';
import { checkTotp } from '../auth/totp';
import { requireUser, tokenOf } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { ApiError, unauthorized, unprocessable } from '../util/errors';
import { list, nested, type Params, str } from '../util/params';
import { randomToken } from '../util/password';
import { baseUrl, paramsOf } from '../util/request';
import type { Account, App } from '../world/types';

const OOB = 'urn:ietf:wg:oauth:2.0:oob';
const MFA_TOKEN_TTL = 15 * 60_000;
const CODE_TTL = 10 * 60_000;

function appJson(app: App, vapidKey: string, withSecret: boolean) {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    redirect_uri: app.redirectUris.join('\n'),
    redirect_uris: app.redirectUris,
    scopes: app.scopes,
    vapid_key: vapidKey,
    ...(withSecret
      ? { client_id: app.clientId, client_secret: app.clientSecret, client_secret_expires_at: 0 }
      : {}),
  };
}

function findClient(inst: DevInstance, p: Params): App {
  const clientId = str(p, 'client_id');
  const secret = str(p, 'client_secret');
  for (const app of inst.world.apps.values()) {
    if (app.clientId === clientId && app.clientSecret === secret) return app;
  }
  throw new ApiError(400, 'Invalid credentials');
}

/** Starts the second factor when the account has one: Pleroma's 403 mfa_required reply. */
function mfaChallenge(inst: DevInstance, account: Account, app: App, scopes: string[]): ApiError | null {
  if (!account.totpSecret) return null;
  const token = randomToken(24);
  inst.world.mfaTokens.set(token, {
    token,
    accountId: account.id,
    appId: app.id,
    scopes,
    expiresAt: Date.now() + MFA_TOKEN_TTL,
  });
  return new ApiError(403, 'mfa_required', {
    mfa_token: token,
    supported_challenge_types: ['totp', 'recovery'],
  });
}

/** Checks a TOTP or single-use recovery code for an MFA token; consumes the token on success. */
async function passMfa(
  inst: DevInstance,
  mfaToken: string | undefined,
  code: string,
  type: string,
): Promise<{ account: Account; appId: string; scopes: string[] }> {
  const pending = mfaToken ? inst.world.mfaTokens.get(mfaToken) : undefined;
  if (!pending || pending.expiresAt < Date.now()) throw new ApiError(400, 'Invalid code');
  const account = inst.world.accounts.get(pending.accountId);
  if (!account) throw new ApiError(400, 'Invalid code');
  let ok = false;
  if (type === 'recovery') {
    const i = account.recoveryCodes.indexOf(code.trim());
    if (i >= 0) {
      account.recoveryCodes.splice(i, 1);
      ok = true;
    }
  } else if (account.totpSecret) {
    ok = await checkTotp(account.totpSecret, code);
  }
  if (!ok) throw new ApiError(400, 'Invalid code');
  inst.world.mfaTokens.delete(pending.token);
  return { account, appId: pending.appId, scopes: pending.scopes };
}

export function redirectWithCode(
  reply: FastifyReply,
  inst: DevInstance,
  app: App,
  account: Account,
  f: AuthorizeFields,
) {
  const code = randomToken(24);
  inst.world.authCodes.set(code, {
    code,
    appId: app.id,
    accountId: account.id,
    redirectUri: f.redirectUri,
    scopes: parseScopes(f.scope, app.scopes),
    expiresAt: Date.now() + CODE_TTL,
    codeChallenge: f.codeChallenge || null,
  });
  if (f.redirectUri === OOB) return reply.type('text/html').send(codePage(code));
  const target = new URL(f.redirectUri);
  target.searchParams.set('code', code);
  if (f.state) target.searchParams.set('state', f.state);
  return reply.redirect(target.toString(), 302);
}

export function fieldsOf(p: Params): AuthorizeFields {
  return {
    clientId: str(p, 'client_id') ?? '',
    redirectUri: str(p, 'redirect_uri') ?? '',
    scope: str(p, 'scope') ?? str(p, 'scopes') ?? '',
    state: str(p, 'state') ?? '',
    responseType: str(p, 'response_type') ?? 'code',
    codeChallenge: str(p, 'code_challenge') ?? '',
    codeChallengeMethod: str(p, 'code_challenge_method') ?? '',
  };
}

export function appFor(inst: DevInstance, f: AuthorizeFields): App | string {
  const app = [...inst.world.apps.values()].find((a) => a.clientId === f.clientId);
  if (!app) return 'Unknown application (client_id).';
  if (!app.redirectUris.includes(f.redirectUri))
    return 'The redirect_uri is not registered for this application.';
  if (f.responseType !== 'code') return 'Only response_type=code is supported.';
  const pkce = pkceRequestProblem(f.codeChallenge, f.codeChallengeMethod);
  if (pkce) return pkce;
  return app;
}

export function oauthRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.post('/api/v1/apps', async (req) => {
    const p = paramsOf(req);
    const name = str(p, 'client_name');
    if (!name) throw unprocessable('Missing field: client_name.');
    const rawUris = list(p, 'redirect_uris');
    const redirectUris = rawUris.flatMap((u) => u.split(/\s+/)).filter(Boolean);
    const now = Date.now();
    const created: App = {
      id: inst.world.ids.next(now),
      name,
      website: str(p, 'website') || null,
      redirectUris: redirectUris.length > 0 ? redirectUris : [OOB],
      scopes: parseScopes(str(p, 'scopes') ?? list(p, 'scopes').join(' ')),
      clientId: randomToken(24),
      clientSecret: randomToken(32),
      ownerId: null,
      createdAt: now,
    };
    inst.world.apps.set(created.id, created);
    return appJson(created, inst.config.vapidPublicKey, true);
  });

  app.get('/api/v1/apps/verify_credentials', async (req) => {
    const token = tokenOf(inst, req);
    const owner = token ? inst.world.apps.get(token.appId) : undefined;
    if (!owner) throw unauthorized();
    return appJson(owner, inst.config.vapidPublicKey, false);
  });

  app.get('/oauth/authorize', async (req, reply) => {
    const f = fieldsOf(req.query as Params);
    const target = appFor(inst, f);
    reply.type('text/html');
    if (typeof target === 'string') return reply.status(400).send(errorPage(target));
    return signInPage(f, target.name);
  });

  app.post('/oauth/authorize', async (req, reply) => {
    const p = nested(paramsOf(req), 'authorization');
    const f = fieldsOf(p);
    const target = appFor(inst, f);
    reply.type('text/html');
    if (typeof target === 'string') return reply.status(400).send(errorPage(target));
    let account: Account;
    try {
      account = authenticate(inst.world, str(p, 'name') ?? '', str(p, 'password') ?? '');
      checkLoginAllowed(account);
    } catch (e) {
      return reply
        .status(e instanceof ApiError ? e.status : 400)
        .send(signInPage(f, target.name, e instanceof Error ? e.message : 'Invalid credentials'));
    }
    const mfa = mfaChallenge(inst, account, target, parseScopes(f.scope, target.scopes));
    if (mfa) return mfaPage(f, String(mfa.extra.mfa_token));
    return redirectWithCode(reply, inst, target, account, f);
  });

  app.post('/oauth/mfa/verify', async (req, reply) => {
    const p = nested(paramsOf(req), 'mfa');
    const f = fieldsOf(p);
    const target = appFor(inst, f);
    reply.type('text/html');
    if (typeof target === 'string') return reply.status(400).send(errorPage(target));
    const mfaToken = str(p, 'mfa_token') ?? '';
    try {
      const passed = await passMfa(inst, mfaToken, str(p, 'code') ?? '', str(p, 'challenge_type') ?? 'totp');
      return redirectWithCode(reply, inst, target, passed.account, f);
    } catch {
      // Keep the pending token so the user can retry within its lifetime.
      return reply.status(400).send(mfaPage(f, mfaToken, 'Invalid code'));
    }
  });

  app.post('/oauth/token', async (req) => {
    const p = paramsOf(req);
    const client = findClient(inst, p);
    const grant = str(p, 'grant_type');
    const base = baseUrl(req);
    const scopes = parseScopes(str(p, 'scope') ?? str(p, 'scopes'), client.scopes);
    if (grant === 'password') {
      const account = authenticate(
        inst.world,
        str(p, 'username') ?? str(p, 'name') ?? '',
        str(p, 'password') ?? '',
      );
      checkLoginAllowed(account);
      const mfa = mfaChallenge(inst, account, client, scopes);
      if (mfa) throw mfa;
      return tokenJson(inst.world, issueToken(inst.world, client, account.id, scopes), base);
    }
    if (grant === 'authorization_code') {
      const code = inst.world.authCodes.get(str(p, 'code') ?? '');
      if (!code || code.appId !== client.id || code.expiresAt < Date.now())
        throw new ApiError(400, 'Invalid credentials');
      const redirect = str(p, 'redirect_uri');
      if (redirect && redirect !== code.redirectUri) throw new ApiError(400, 'Invalid credentials');
      // A wrong verifier spends the code, as Doorkeeper does: the grant is not retried with a guess.
      inst.world.authCodes.delete(code.code);
      if (!pkceVerifierMatches(code.codeChallenge, str(p, 'code_verifier'))) throw invalidGrant();
      const account = inst.world.accounts.get(code.accountId);
      if (!account) throw new ApiError(400, 'Invalid credentials');
      checkLoginAllowed(account);
      return tokenJson(inst.world, issueToken(inst.world, client, account.id, code.scopes), base);
    }
    if (grant === 'client_credentials')
      return tokenJson(inst.world, issueToken(inst.world, client, null, scopes), base);
    if (grant === 'refresh_token') {
      const old = [...inst.world.tokens.values()].find(
        (t) => t.refreshToken === str(p, 'refresh_token') && t.appId === client.id,
      );
      if (!old) throw new ApiError(400, 'Invalid credentials');
      inst.world.tokens.delete(old.token);
      return tokenJson(inst.world, issueToken(inst.world, client, old.accountId, old.scopes), base);
    }
    throw new ApiError(400, 'Unsupported grant_type');
  });

  app.post('/oauth/mfa/challenge', async (req) => {
    const p = paramsOf(req);
    const client = findClient(inst, p);
    const passed = await passMfa(
      inst,
      str(p, 'mfa_token'),
      str(p, 'code') ?? '',
      str(p, 'challenge_type') ?? 'totp',
    );
    if (passed.appId !== client.id) throw new ApiError(400, 'Invalid code');
    return tokenJson(
      inst.world,
      issueToken(inst.world, client, passed.account.id, passed.scopes),
      baseUrl(req),
    );
  });

  app.post('/oauth/revoke', async (req) => {
    const p = paramsOf(req);
    const client = findClient(inst, p);
    const token = inst.world.tokens.get(str(p, 'token') ?? '');
    if (token && token.appId === client.id) inst.world.tokens.delete(token.token);
    return {};
  });

  app.get('/api/oauth_tokens.json', async (req) => {
    const viewer = requireUser(inst, req);
    return [...inst.world.tokens.values()]
      .filter((t) => t.accountId === viewer.id)
      .map((t) => ({
        id: t.id,
        app_name: inst.world.apps.get(t.appId)?.name ?? 'Unknown',
        valid_until: new Date(t.validUntil).toISOString(),
      }));
  });

  app.delete('/api/oauth_tokens/:id', async (req, reply) => {
    const viewer = requireUser(inst, req);
    const id = (req.params as { id: string }).id;
    for (const t of inst.world.tokens.values()) {
      if (t.id === id && t.accountId === viewer.id) inst.world.tokens.delete(t.token);
    }
    return reply.status(201).send({});
  });
}
