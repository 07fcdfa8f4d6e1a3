import { getApiClient } from '@murmur/shared/core';

/**
 * The server's separate admin interface (spec 1 section 2: /{ext}/admin/#/login-{ext}); Pleroma and
 * Akkoma both serve it under their extension namespace 'pleroma'.
 */
export function adminInterfaceUrl(baseUrl: string = getApiClient().baseUrl): string {
  return new URL('/pleroma/admin/#/login-pleroma', baseUrl).href;
}
