import { getApiClient, useSession } from '@murmur/shared';

/**
 * Whose emoji choices these are: '{account id}@{server host}', so that the recent emoji and the
 * skin tone of one account on one server are never shown to another; null for a visitor.
 */
export function emojiOwner(accountId: string | null, baseUrl: string): string | null {
  if (!accountId) return null;
  let host = baseUrl;
  try {
    host = new URL(baseUrl).host;
  } catch {
    // A relative base (same origin): the page's own host.
    host = typeof location === 'undefined' ? baseUrl : location.host;
  }
  return `${accountId}@${host}`;
}

export function useEmojiOwner(): string | null {
  const session = useSession();
  return emojiOwner(session.kind === 'user' ? session.accountId : null, getApiClient().baseUrl);
}
