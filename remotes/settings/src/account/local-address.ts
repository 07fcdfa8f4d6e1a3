import { getApiClient } from '@murmur/shared';

/** The hosts this server answers on: its API address, its own URI, the page's. */
export function localHostsOf(uri: string): string[] {
  const hosts = typeof window === 'undefined' ? [] : [window.location.host];
  for (const address of [getApiClient().baseUrl, uri]) {
    try {
      hosts.push(new URL(address.includes('://') ? address : `https://${address}`).host);
    } catch {
      // Not an address: nothing to add.
    }
  }
  return hosts;
}

/**
 * An account address as the server's alias and move calls take it: without '@' in front, and an
 * account of this server by its name alone ('carol@this.example' is 'carol', as the server names
 * its own accounts: issue 38, a full local address was refused). Other addresses stay as written.
 */
export function accountArgument(input: string, localHosts: readonly string[]): string {
  const address = input.trim().replace(/^@/, '');
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const host = address.slice(at + 1).toLowerCase();
  return localHosts.some((local) => local.toLowerCase() === host) ? address.slice(0, at) : address;
}
