import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, checkLoginAllowed } from '../auth/login';
import type { DevInstance } from '../instance';
import { appFor, fieldsOf, redirectWithCode } from '../routes/oauth';
import { escapeHtml } from '../util/html';
import type { Params } from '../util/params';
import { str } from '../util/params';
import { paramsOf } from '../util/request';

// The `minimal` flavour's sign-in, as small servers build it: a login page of its own outside
// /oauth/ with a session cookie, then a consent page whose form refuses cross-site posts.

const COOKIE = 'dev_server_session';
const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f1ea;color:#222;display:flex;justify-content:center;padding:3em 1em}
main{background:#fff;border-radius:8px;padding:2em;max-width:24em;width:100%;box-shadow:0 1px 4px #0002}
label{display:block;margin:1em 0 .3em}input{width:100%;box-sizing:border-box;padding:.5em}
button{margin-top:1.5em;margin-right:.5em;padding:.6em 1.2em}.error{color:#a00}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/public/style.css"></head><body><main>${body}</main></body></html>`;
}

/** A path on this server only: one leading slash, no scheme, no protocol-relative address. */
function safeNext(next: string | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

function cookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return null;
}

export interface ServerSignIn {
  /** Answers the /oauth/authorize request itself; false when the akkoma route should. */
  authorize(req: FastifyRequest, reply: FastifyReply, ownOrigin: string): Promise<unknown>;
}

export function serverSignIn(app: FastifyInstance, inst: DevInstance): ServerSignIn {
  const sessions = new Map<string, string>();
  const signedIn = (req: FastifyRequest) => {
    const id = cookieOf(req);
    const accountId = id ? sessions.get(id) : undefined;
    return accountId ? inst.world.accounts.get(accountId) : undefined;
  };
  const loginForm = (next: string, error?: string) =>
    page(
      'Sign in',
      `<h1>Sign in</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/login"><input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="username">Username</label><input id="username" name="username" autocomplete="username">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button></form>`,
    );

  app.get('/public/style.css', async (_req, reply) => reply.type('text/css').send(STYLE));
  app.get('/login', async (req, reply) =>
    reply.type('text/html').send(loginForm(safeNext(str(req.query as Params, 'next')))),
  );
  // The /oauth/authorize answers below come from the flavour's preHandler hook, so each is sent
  // explicitly (a hook's return value is not a reply).
  app.post('/login', async (req, reply) => {
    const p = paramsOf(req);
    const next = safeNext(str(p, 'next'));
    try {
      const account = authenticate(inst.world, str(p, 'username') ?? '', str(p, 'password') ?? '');
      checkLoginAllowed(account);
      const id = randomBytes(18).toString('base64url');
      sessions.set(id, account.id);
      reply.header('Set-Cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
      return reply.redirect(next, 302);
    } catch {
      return reply.status(401).type('text/html').send(loginForm(next, 'Wrong username or password.'));
    }
  });

  return {
    async authorize(req, reply, ownOrigin) {
      const post = req.method === 'POST';
      const p = post ? paramsOf(req) : (req.query as Params);
      const f = fieldsOf(p);
      const target = appFor(inst, f);
      reply.type('text/html');
      if (typeof target === 'string')
        return reply.status(400).send(page('Error', `<p>${escapeHtml(target)}</p>`));
      const account = signedIn(req);
      if (!account) return reply.redirect(`/login?next=${encodeURIComponent(req.url)}`, 302);
      if (!post) {
        const hidden = Object.entries({
          client_id: f.clientId,
          redirect_uri: f.redirectUri,
          scope: f.scope,
          state: f.state,
          response_type: f.responseType,
          ...(f.codeChallenge
            ? { code_challenge: f.codeChallenge, code_challenge_method: f.codeChallengeMethod }
            : {}),
        })
          .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
          .join('');
        return reply.send(
          page(
            'Authorize',
            `<h1>${escapeHtml(target.name)} wants to use your account</h1>
<p>Signed in as ${escapeHtml(account.username)}. Permissions: ${escapeHtml(f.scope || 'read')}</p>
<form method="post" action="/oauth/authorize">${hidden}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></form>`,
          ),
        );
      }
      // A consent posted from another site is refused, as real servers' cross-site checks do.
      const origin = req.headers.origin;
      if (origin && origin !== ownOrigin)
        return reply.status(403).send(page('Forbidden', '<p>Cross-site request refused.</p>'));
      if (str(p, 'decision') !== 'allow') {
        const back = new URL(f.redirectUri);
        back.searchParams.set('error', 'access_denied');
        if (f.state) back.searchParams.set('state', f.state);
        return reply.redirect(back.toString(), 302);
      }
      return redirectWithCode(reply, inst, target, account, f);
    },
  };
}
