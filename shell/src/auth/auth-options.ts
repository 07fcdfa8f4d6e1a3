import type { Capabilities, FrontendConfig } from '@murmur/shared/core';
import { useFrontendConfig, useInstance } from '@murmur/shared/core';
import type { InitialStrategy } from './login-machine';

/**
 * The options of sign-in and logout, from the instance's frontend configuration (static config
 * file, then the backend's block), with the spec's defaults:
 * - `loginMethod`: 'password' (default, spec 1 section 9) or 'token' (OAuth through the server's page);
 *   always 'token' on a server that says it has no password grant (RFC 8414 metadata).
 * - `modalOnLogout`: confirm before logging out; on by default (spec 1 section 4, "Confirmation
 *   dialogs default on for block, delete and logout").
 */
export interface AuthOptions {
  loginMethod: InitialStrategy;
  modalOnLogout: boolean;
}

export function authOptionsFrom(
  config: Pick<FrontendConfig, 'raw'>,
  capabilities?: Pick<Capabilities, 'passwordGrant'>,
): AuthOptions {
  const { loginMethod, modalOnLogout } = config.raw;
  const passwordGrant = capabilities?.passwordGrant ?? true;
  return {
    loginMethod: loginMethod === 'token' || !passwordGrant ? 'token' : 'password',
    modalOnLogout: typeof modalOnLogout === 'boolean' ? modalOnLogout : true,
  };
}

export function useAuthOptions(): AuthOptions {
  return authOptionsFrom(useFrontendConfig(), useInstance().capabilities);
}
