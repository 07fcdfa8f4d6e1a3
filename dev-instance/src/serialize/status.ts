import { htmlToText } from '../util/html';
import type { Status } from '../world/types';
import { accountUrl } from '../world/urls';
import { canSee } from '../world/visibility';
import { acctOf } from '../world/world';
import { serializeAccount } from './account';
import { serializeCard } from './card';
import { type Ctx, iso, url } from './context';
import { serializeEmojiList } from './emoji';
import { serializeAttachment } from './media';
import { serializePoll } from './poll';

export function serializeReactions(ctx: Ctx, status: Status) {
  const byEmoji = ctx.world.reactions.get(status.id);
  if (!byEmoji) return [];
  const out = [];
  for (const [name, who] of byEmoji) {
    const custom = ctx.world.emoji.get(name);
    out.push({
      name,
      count: who.size,
      me: ctx.viewer ? who.has(ctx.viewer.id) : false,
      url: custom ? url(ctx, custom.url) : null,
      account_ids: [...who.keys()],
    });
  }
  return out;
}

/** Mastodon Status with the `pleroma` and `akkoma` blocks Akkoma sends. */
export function serializeStatus(ctx: Ctx, status: Status, depth = 0): Record<string, unknown> {
  const { world } = ctx;
  const found = world.accounts.get(status.accountId);
  if (!found) throw new Error(`status ${status.id} has no author`);
  const author = found;
  const viewerId = ctx.viewer?.id;

  if (status.reblogOfId) {
    const original = world.statuses.get(status.reblogOfId);
    const inner = original ? serializeStatus(ctx, original, depth + 1) : null;
    const base = serializeOwn(ctx, status, depth);
    return {
      ...base,
      reblog: inner,
      content: '',
      pleroma: { ...(base.pleroma as object), content: { 'text/plain': '' } },
      akkoma: { source: null, in_reply_to_apid: null, quote_apid: null },
    };
  }
  return serializeOwn(ctx, status, depth);

  function serializeOwn(ctx: Ctx, s: Status, d: number): Record<string, unknown> {
    const target = s.reblogOfId ? (world.statuses.get(s.reblogOfId) ?? s) : s;
    const favs = world.favourites.get(target.id);
    const reblogs = world.reblogs.get(target.id);
    const pinnedAt = world.pins.get(s.accountId)?.get(s.id);
    const parent = s.inReplyToId ? world.statuses.get(s.inReplyToId) : undefined;
    const parentAuthor = s.inReplyToAccountId ? world.accounts.get(s.inReplyToAccountId) : undefined;
    const quoted = s.quoteId ? world.statuses.get(s.quoteId) : undefined;
    const quote =
      quoted && d < 1 && canSee(world, ctx.viewer, quoted)
        ? { ...serializeStatus(ctx, quoted, d + 1), state: 'accepted' }
        : null;
    const reactions = serializeReactions(ctx, s);
    const poll = s.pollId ? world.polls.get(s.pollId) : undefined;
    const content = url(ctx, s.content);
    const mentions = s.mentionIds.flatMap((id) => {
      const m = world.accounts.get(id);
      return m ? [{ id: m.id, username: m.username, acct: acctOf(m), url: url(ctx, accountUrl(m)) }] : [];
    });
    const tagBase = author.domain ? `https://${author.domain}` : ctx.base;
    return {
      id: s.id,
      uri: url(ctx, s.uri),
      url: url(ctx, s.url),
      account: serializeAccount(ctx, author),
      in_reply_to_id: s.inReplyToId,
      in_reply_to_account_id: s.inReplyToAccountId,
      reblog: null,
      content,
      created_at: iso(s.createdAt),
      edited_at: s.editedAt ? iso(s.editedAt) : null,
      emojis: serializeEmojiList(ctx, s.emojiShortcodes),
      replies_count: (world.replies.get(s.id) ?? []).length,
      reblogs_count: reblogs?.size ?? 0,
      favourites_count: favs?.size ?? 0,
      quotes_count: world.quotes.get(s.id)?.size ?? 0,
      reblogged: viewerId ? (reblogs?.has(viewerId) ?? false) : false,
      favourited: viewerId ? (favs?.has(viewerId) ?? false) : false,
      muted: viewerId ? (world.threadMutes.get(viewerId)?.has(s.context) ?? false) : false,
      bookmarked: viewerId ? (world.bookmarks.get(viewerId)?.has(target.id) ?? false) : false,
      pinned: viewerId === s.accountId ? pinnedAt !== undefined : false,
      sensitive: s.sensitive,
      spoiler_text: s.spoilerText,
      visibility: s.visibility,
      media_attachments: s.mediaIds.flatMap((id) => {
        const a = world.attachments.get(id);
        return a ? [serializeAttachment(ctx, a)] : [];
      }),
      mentions,
      tags: s.tags.map((t) => ({
        name: t.toLowerCase(),
        url: `${tagBase}/tag/${encodeURIComponent(t.toLowerCase())}`,
      })),
      card: s.card ? serializeCard(ctx, s.card) : null,
      poll: poll ? serializePoll(ctx, poll) : null,
      application: s.applicationName ? { name: s.applicationName, website: null } : null,
      language: s.language,
      quote,
      quote_id: quoted ? quoted.id : null,
      emoji_reactions: reactions,
      pleroma: {
        local: author.domain === null,
        conversation_id: s.conversationId,
        direct_conversation_id: s.visibility === 'direct' ? s.conversationId : null,
        context: url(ctx, s.context),
        in_reply_to_account_acct: parentAuthor ? acctOf(parentAuthor) : null,
        content: { 'text/plain': htmlToText(content) },
        spoiler_text: { 'text/plain': htmlToText(s.spoilerText) },
        expires_at: s.expiresAt ? iso(s.expiresAt) : null,
        thread_muted: viewerId ? (world.threadMutes.get(viewerId)?.has(s.context) ?? false) : false,
        emoji_reactions: reactions,
        parent_visible: parent ? canSee(world, ctx.viewer, parent) : false,
        pinned_at: pinnedAt !== undefined ? iso(pinnedAt) : null,
        quotes_count: world.quotes.get(s.id)?.size ?? 0,
      },
      akkoma: {
        source: author.domain === null ? { content: s.source, mediaType: s.contentType } : null,
        in_reply_to_apid: parent ? url(ctx, parent.uri) : null,
        quote_apid: quoted ? url(ctx, quoted.uri) : null,
      },
    };
  }
}
