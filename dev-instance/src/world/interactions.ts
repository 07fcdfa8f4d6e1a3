import { getOrCreate } from '../util/maps';
import { notify } from './notify';
import type { Status } from './types';
import type { World } from './world';

/** Favourites a status; returns false when it already was. */
export function favourite(
  world: World,
  accountId: string,
  statusId: string,
  at = Date.now(),
  silent = false,
): boolean {
  const favs = getOrCreate(world.favourites, statusId, () => new Map());
  if (favs.has(accountId)) return false;
  favs.set(accountId, world.ids.next(at));
  const status = world.statuses.get(statusId);
  if (status && !silent)
    notify(world, { to: status.accountId, type: 'favourite', from: accountId, statusId, at });
  return true;
}

export function unfavourite(world: World, accountId: string, statusId: string): boolean {
  return world.favourites.get(statusId)?.delete(accountId) ?? false;
}

/** Reblogs a status, returning the reblog (the existing one when already reblogged). */
export function reblog(
  world: World,
  accountId: string,
  original: Status,
  at = Date.now(),
  silent = false,
): Status {
  const existingId = world.reblogs.get(original.id)?.get(accountId);
  const existing = existingId ? world.statuses.get(existingId) : undefined;
  if (existing) return existing;
  const account = world.accounts.get(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const id = world.ids.next(at);
  const home = account.domain ? `https://${account.domain}` : '@@BASE@@';
  const status: Status = {
    ...original,
    id,
    accountId,
    createdAt: at,
    reblogOfId: original.id,
    inReplyToId: null,
    inReplyToAccountId: null,
    quoteId: null,
    mediaIds: [],
    pollId: null,
    card: null,
    mentionIds: [],
    tags: [],
    emojiShortcodes: [],
    editedAt: null,
    history: [],
    visibility: original.visibility === 'unlisted' ? 'unlisted' : 'public',
    uri: `${home}/activities/${id}`,
    url: `${home}/activities/${id}`,
    applicationName: null,
    listId: null,
  };
  world.addStatus(status);
  world.events.emit({ kind: 'status.created', status });
  if (!silent)
    notify(world, { to: original.accountId, type: 'reblog', from: accountId, statusId: original.id, at });
  return status;
}

export function react(
  world: World,
  accountId: string,
  statusId: string,
  emoji: string,
  at = Date.now(),
  silent = false,
): boolean {
  const byEmoji = getOrCreate(world.reactions, statusId, () => new Map());
  const who = getOrCreate(byEmoji, emoji, () => new Map());
  if (who.has(accountId)) return false;
  who.set(accountId, at);
  const status = world.statuses.get(statusId);
  if (status && !silent)
    notify(world, {
      to: status.accountId,
      type: 'pleroma:emoji_reaction',
      from: accountId,
      statusId,
      emoji,
      at,
    });
  return true;
}

export function unreact(world: World, accountId: string, statusId: string, emoji: string): boolean {
  const byEmoji = world.reactions.get(statusId);
  const who = byEmoji?.get(emoji);
  if (!byEmoji || !who?.delete(accountId)) return false;
  if (who.size === 0) byEmoji.delete(emoji);
  return true;
}
