import { formatPost } from './format';
import { notify } from './notify';
import type { Status, StatusVersion } from './types';
import type { World } from './world';

export interface EditInput {
  source: string;
  contentType?: string;
  spoilerText?: string;
  sensitive?: boolean;
  mediaIds?: string[];
  language?: string | null;
  html?: string;
  pollOptions?: string[] | null;
  at?: number;
}

export function versionOf(world: World, status: Status): StatusVersion {
  const poll = status.pollId ? world.polls.get(status.pollId) : undefined;
  return {
    content: status.content,
    source: status.source,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    mediaIds: [...status.mediaIds],
    pollOptions: poll ? [...poll.options] : null,
    emojiShortcodes: [...status.emojiShortcodes],
    createdAt: status.editedAt ?? status.createdAt,
  };
}

/** Edits a status, keeping the previous version in its history, and notifies those who reblogged it. */
export function editStatus(world: World, status: Status, input: EditInput): Status {
  const author = world.accounts.get(status.accountId);
  if (!author) throw new Error('status without author');
  const at = input.at ?? Date.now();
  status.history.push(versionOf(world, status));
  const contentType = input.contentType ?? status.contentType;
  const formatted = formatPost(world, author, input.source, contentType);
  for (const tag of status.tags) {
    const list = world.statusesByTag.get(tag.toLowerCase());
    if (list) list.splice(list.indexOf(status.id), 1);
  }
  status.content = input.html ?? formatted.html;
  status.source = input.source;
  status.contentType = contentType;
  status.tags = formatted.tags;
  for (const tag of status.tags) {
    const key = tag.toLowerCase();
    const list = world.statusesByTag.get(key) ?? [];
    list.push(status.id);
    list.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    world.statusesByTag.set(key, list);
  }
  status.emojiShortcodes = formatted.emojiShortcodes;
  for (const id of formatted.mentionIds) if (!status.mentionIds.includes(id)) status.mentionIds.push(id);
  if (input.spoilerText !== undefined) status.spoilerText = input.spoilerText;
  if (input.sensitive !== undefined) status.sensitive = input.sensitive;
  if (input.language !== undefined) status.language = input.language;
  if (input.mediaIds) {
    status.mediaIds = input.mediaIds;
    for (const id of input.mediaIds) {
      const media = world.attachments.get(id);
      if (media) media.statusId = status.id;
    }
  }
  if (input.pollOptions && status.pollId) {
    const poll = world.polls.get(status.pollId);
    if (poll && poll.options.join('\n') !== input.pollOptions.join('\n')) {
      // Changing the options resets the votes, as Pleroma does.
      poll.options = input.pollOptions;
      poll.votes.clear();
      poll.baseCounts = input.pollOptions.map(() => 0);
      poll.baseVoters = 0;
    }
  }
  status.editedAt = at;
  world.events.emit({ kind: 'status.updated', status });
  const reblogs = world.reblogs.get(status.id);
  if (reblogs) {
    for (const rebloggerId of reblogs.keys())
      notify(world, { to: rebloggerId, type: 'update', from: author.id, statusId: status.id, at });
  }
  return status;
}
