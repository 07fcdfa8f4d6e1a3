import { mergeFrontendConfig } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { authOptionsFrom } from './auth-options';

describe('sign-in and logout options', () => {
  it('defaults to the password login method and a confirmation on logout (spec 1 sections 4 and 9)', () => {
    expect(authOptionsFrom(mergeFrontendConfig())).toEqual({ loginMethod: 'password', modalOnLogout: true });
  });

  it('reads loginMethod token and modalOnLogout false from the frontend configuration', () => {
    expect(authOptionsFrom(mergeFrontendConfig({ loginMethod: 'token', modalOnLogout: false }))).toEqual({
      loginMethod: 'token',
      modalOnLogout: false,
    });
  });

  it('ignores values of the wrong type', () => {
    expect(authOptionsFrom(mergeFrontendConfig({ loginMethod: 'magic', modalOnLogout: 'no' }))).toEqual({
      loginMethod: 'password',
      modalOnLogout: true,
    });
  });

  it('lets the backend block win over the static file', () => {
    expect(
      authOptionsFrom(mergeFrontendConfig({ modalOnLogout: false }, { modalOnLogout: true })).modalOnLogout,
    ).toBe(true);
  });

  it('offers only the server’s page where the server has no password grant', () => {
    expect(authOptionsFrom(mergeFrontendConfig(), { passwordGrant: false }).loginMethod).toBe('token');
    expect(authOptionsFrom(mergeFrontendConfig(), { passwordGrant: true }).loginMethod).toBe('password');
  });
});
