import type { Status } from '@murmur/shared';

/**
 * The mentions a reply starts with: the replied-to author, then everyone the post mentions, each
 * once, never the user themself (spec 3 section 5).
 */
export function replyMentions(status: Status, selfId: string | null): string {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (id: string, acct: string) => {
    if (id === selfId || seen.has(acct)) return;
    seen.add(acct);
    out.push(`@${acct}`);
  };
  add(status.account.id, status.account.acct);
  for (const mention of status.mentions) add(mention.id, mention.acct);
  return out.length > 0 ? `${out.join(' ')} ` : '';
}
