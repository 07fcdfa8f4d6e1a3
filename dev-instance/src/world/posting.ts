import { formatPost } from './format';
import { notify } from './notify';
import { blocks } from './relations';
import type { Card, PollDef, Status, Visibility } from './types';
import { BASE } from './types';
import type { World } from './world';

export interface PostInput {
  accountId: string;
  source: string;
  contentType?: string;
  /** Stored verbatim instead of rendering `source` (seeded remote posts, injection samples). */
  html?: string;
  spoilerText?: string;
  visibility?: Visibility;
  sensitive?: boolean;
  language?: string | null;
  inReplyToId?: string | null;
  quoteId?: string | null;
  mediaIds?: string[];
  poll?: { options: string[]; multiple: boolean; expiresInSec: number } | null;
  card?: Card | null;
  at?: number;
  expiresAt?: number | null;
  applicationName?: string | null;
  listId?: string | null;
  /** Extra mentions beyond those written in the text. */
  mentionIds?: string[];
  /** Skip creating notifications (used when building the seeded history in bulk). */
  silent?: boolean;
  /** Build the status without storing it or telling anyone (the composer's preview). */
  preview?: boolean;
}

/**
 * What Akkoma puts in a preview's fake activity (ActivityPub.Utils.lazy_put_activity_defaults with
 * fake = true): the status's id, its object's id (uri and url) and its context. Nothing is stored
 * under them.
 */
export const PREVIEW_IDS = {
  id: 'pleroma:fakeid',
  objectId: 'pleroma:fake_object_id',
  context: 'pleroma:fakecontext',
} as const;

/** Creates a status (not a reblog), notifies mentioned local accounts and tells listeners. */
export function createStatus(world: World, input: PostInput): Status {
  const author = world.accounts.get(input.accountId);
  if (!author) throw new Error(`no account ${input.accountId}`);
  const at = input.at ?? Date.now();
  // A preview takes no id from the sequence: it is never stored, so it must not leave a gap.
  const id = input.preview ? PREVIEW_IDS.id : world.ids.next(at);
  const contentType = input.contentType ?? 'text/plain';
  const formatted = formatPost(world, author, input.source, contentType);
  const parent = input.inReplyToId ? world.statuses.get(input.inReplyToId) : undefined;
  const home = author.domain ? `https://${author.domain}` : BASE;

  const mentionIds = [...formatted.mentionIds];
  for (const extra of input.mentionIds ?? []) if (!mentionIds.includes(extra)) mentionIds.push(extra);
  if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId))
    mentionIds.unshift(parent.accountId);

  let pollId: string | null = null;
  if (input.poll && !input.preview) {
    pollId = world.ids.next(at);
    const poll: PollDef = {
      id: pollId,
      statusId: id,
      options: input.poll.options,
      multiple: input.poll.multiple,
      expiresAt: at + input.poll.expiresInSec * 1000,
      votes: new Map(),
      baseCounts: input.poll.options.map(() => 0),
      baseVoters: 0,
      notifiedExpiry: false,
    };
    world.polls.set(pollId, poll);
  }

  const mediaIds = input.mediaIds ?? [];
  for (const mediaId of input.preview ? [] : mediaIds) {
    const media = world.attachments.get(mediaId);
    if (media) media.statusId = id;
  }

  const status: Status = {
    id,
    accountId: author.id,
    createdAt: at,
    content: input.html ?? formatted.html,
    source: input.source,
    contentType,
    spoilerText: input.spoilerText ?? '',
    sensitive: input.sensitive ?? Boolean(input.spoilerText),
    visibility: input.visibility ?? 'public',
    language: input.language ?? null,
    inReplyToId: parent ? parent.id : null,
    inReplyToAccountId: parent ? parent.accountId : null,
    reblogOfId: null,
    quoteId: input.quoteId ?? null,
    mediaIds,
    pollId,
    card: input.card ?? null,
    mentionIds,
    tags: formatted.tags,
    emojiShortcodes: formatted.emojiShortcodes,
    context: parent ? parent.context : `${home}/contexts/${id}`,
    conversationId: parent ? parent.conversationId : input.preview ? 0 : world.nextConversationId++,
    editedAt: null,
    history: [],
    expiresAt: input.expiresAt ?? null,
    applicationName: input.applicationName ?? (author.domain ? null : 'Murmur'),
    uri: `${home}/objects/${id}`,
    url: author.domain ? `${home}/objects/${id}` : `${BASE}/notice/${id}`,
    listId: input.listId ?? null,
  };
  if (input.preview) {
    // Not stored, not streamed, nobody notified, no media attached: only rendered.
    return { ...status, uri: PREVIEW_IDS.objectId, url: PREVIEW_IDS.objectId, context: PREVIEW_IDS.context };
  }
  world.addStatus(status);
  world.events.emit({ kind: 'status.created', status });

  if (!input.silent) {
    for (const mentioned of mentionIds) {
      if (!blocks(world, mentioned, author.id))
        notify(world, { to: mentioned, type: 'mention', from: author.id, statusId: id, at });
    }
    if (status.quoteId) {
      const quoted = world.statuses.get(status.quoteId);
      // Akkoma has no quote notification type; a quote of your post notifies as a mention.
      if (quoted && !mentionIds.includes(quoted.accountId))
        notify(world, { to: quoted.accountId, type: 'mention', from: author.id, statusId: id, at });
    }
    for (const subscriber of subscribersOf(world, author.id)) {
      if (
        !mentionIds.includes(subscriber) &&
        (status.visibility === 'public' || status.visibility === 'unlisted')
      )
        notify(world, { to: subscriber, type: 'status', from: author.id, statusId: id, at });
    }
  }
  return status;
}

function subscribersOf(world: World, accountId: string): string[] {
  const out: string[] = [];
  for (const key of world.subscriptions) {
    const [actor, target] = key.split('>');
    if (target === accountId && actor) out.push(actor);
  }
  return out;
}
