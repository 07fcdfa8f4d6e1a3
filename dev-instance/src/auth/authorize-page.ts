import { escapeHtml } from '../util/html';

export interface AuthorizeFields {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  responseType: string;
  /** PKCE (RFC 7636): carried through the sign-in pages to the code. */
  codeChallenge: string;
  codeChallengeMethod: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f161e;color:#b9b9ba;display:flex;justify-content:center;padding:3em 1em}
main{background:#182230;border-radius:10px;padding:2em;max-width:26em;width:100%}
h1{font-size:1.3em;color:#fff}label{display:block;margin:1em 0 .3em}
input{width:100%;box-sizing:border-box;padding:.5em;border-radius:4px;border:1px solid #2a3a4e;background:#121a24;color:#fff}
button{margin-top:1.5em;padding:.6em 1.2em;border:0;border-radius:4px;background:#d8a070;color:#000;font-weight:600;cursor:pointer}
.error{background:#5e2a2a;color:#fff;padding:.6em;border-radius:4px}.scopes{font-size:.9em}`;

function hidden(f: AuthorizeFields, prefix: string): string {
  return [
    ['client_id', f.clientId],
    ['redirect_uri', f.redirectUri],
    ['scope', f.scope],
    ['state', f.state],
    ['response_type', f.responseType],
    ['code_challenge', f.codeChallenge],
    ['code_challenge_method', f.codeChallengeMethod],
  ]
    .filter(([k, v]) => !k?.startsWith('code_challenge') || v)
    .map(([k, v]) => `<input type="hidden" name="${prefix}[${k}]" value="${escapeHtml(v ?? '')}">`)
    .join('\n');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Sign-in and consent in one form, as Pleroma's authorize page does. */
export function signInPage(f: AuthorizeFields, appName: string, error?: string): string {
  return page(
    'Authorize',
    `<h1>${escapeHtml(appName)} wants to use your account</h1>
<p class="scopes">Requested permissions: <strong>${escapeHtml(f.scope || 'read')}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth/authorize">
<label for="name">Username or email</label><input id="name" name="authorization[name]" autocomplete="username" required>
<label for="password">Password</label><input id="password" type="password" name="authorization[password]" autocomplete="current-password" required>
${hidden(f, 'authorization')}
<button type="submit">Authorize</button>
</form>`,
  );
}

/** Second step for accounts with two-factor authentication. */
export function mfaPage(f: AuthorizeFields, mfaToken: string, error?: string): string {
  return page(
    'Two-factor authentication',
    `<h1>Two-factor authentication</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth/mfa/verify">
<label for="code">Authentication code or recovery code</label><input id="code" name="mfa[code]" autocomplete="one-time-code" required>
<label><input type="radio" name="mfa[challenge_type]" value="totp" checked style="width:auto"> App code</label>
<label><input type="radio" name="mfa[challenge_type]" value="recovery" style="width:auto"> Recovery code</label>
<input type="hidden" name="mfa[mfa_token]" value="${escapeHtml(mfaToken)}">
${hidden(f, 'mfa')}
<button type="submit">Verify</button>
</form>`,
  );
}

/** For the out-of-band redirect URI: show the code to copy. */
export function codePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Authorization code</h1><p>Copy this code into the application:</p><pre id="code">${escapeHtml(code)}</pre>`,
  );
}

export function errorPage(message: string): string {
  return page('Error', `<h1>Error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
