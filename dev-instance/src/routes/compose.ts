import type { DevInstance } from '../instance';
import { ApiError, notFound } from '../util/errors';
import { bool, int, list, nested, type Params, str } from '../util/params';
import { CONTENT_TYPES } from '../world/format';
import type { PostInput } from '../world/posting';
import type { Account, Visibility } from '../world/types';
import { canSee } from '../world/visibility';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local', 'list'];

/** Turns the parameters of POST/PUT /api/v1/statuses into a post, with Pleroma's validation texts. */
export function readPost(inst: DevInstance, viewer: Account, p: Params, editing: boolean): PostInput {
  const config = inst.config;
  const world = inst.world;
  const source = str(p, 'status') ?? '';
  const spoilerText = str(p, 'spoiler_text') ?? '';
  const mediaIds = list(p, 'media_ids');
  const pollParams = nested(p, 'poll');
  const pollOptions = list(pollParams, 'options');
  const hasPoll = pollOptions.length > 0;

  if (!source.trim() && mediaIds.length === 0 && !hasPoll)
    throw new ApiError(422, 'Cannot post an empty status without attachments');
  if (config.maxTootChars > 0 && source.length + spoilerText.length > config.maxTootChars) {
    throw new ApiError(422, 'The status is over the character limit');
  }

  for (const id of mediaIds) {
    const media = world.attachments.get(id);
    if (!media || media.ownerId !== viewer.id) throw new ApiError(400, 'Invalid media id');
    if (!editing && media.statusId !== null) throw new ApiError(400, 'Media is already attached to a status');
  }
  if (mediaIds.length > 10) throw new ApiError(422, 'Too many attachments');

  let poll: PostInput['poll'] = null;
  if (hasPoll) {
    const limits = config.pollLimits;
    if (mediaIds.length > 0) throw new ApiError(422, 'Polls can not have media attachments');
    if (pollOptions.length < 2) throw new ApiError(422, 'Poll must contain at least 2 options');
    if (pollOptions.length > limits.max_options)
      throw new ApiError(422, `Poll can't contain more than ${limits.max_options} options`);
    if (pollOptions.some((o) => o.length > limits.max_option_chars)) {
      throw new ApiError(
        422,
        `Poll options cannot be longer than ${limits.max_option_chars} characters each`,
      );
    }
    const expiresIn = int(pollParams, 'expires_in') ?? 86400;
    if (expiresIn < limits.min_expiration) throw new ApiError(422, 'Expiration date is too soon');
    if (expiresIn > limits.max_expiration)
      throw new ApiError(422, 'Expiration date is too far in the future');
    poll = { options: pollOptions, multiple: bool(pollParams, 'multiple') ?? false, expiresInSec: expiresIn };
  }

  const contentType = str(p, 'content_type') || 'text/plain';
  if (!CONTENT_TYPES.includes(contentType)) throw new ApiError(422, 'Invalid content type');

  const visibilityRaw = str(p, 'visibility');
  let visibility: Visibility = viewer.defaultScope;
  let listId: string | null = null;
  if (visibilityRaw) {
    if (visibilityRaw.startsWith('list:')) {
      listId = visibilityRaw.slice(5);
      if (world.lists.get(listId)?.ownerId !== viewer.id) throw notFound();
      visibility = 'list';
    } else if (VISIBILITIES.includes(visibilityRaw)) {
      visibility = visibilityRaw as Visibility;
    } else {
      throw new ApiError(422, 'Invalid visibility');
    }
  }

  const inReplyToId = str(p, 'in_reply_to_id') || null;
  if (inReplyToId) {
    const parent = world.statuses.get(inReplyToId);
    if (!parent || !canSee(world, viewer, parent)) throw new ApiError(404, 'Record not found');
  }
  const quoteId = str(p, 'quote_id') || null;
  if (quoteId) {
    const quoted = world.statuses.get(quoteId);
    if (!quoted || !canSee(world, viewer, quoted)) throw new ApiError(404, 'Record not found');
    if (
      quoted.visibility !== 'public' &&
      quoted.visibility !== 'unlisted' &&
      quoted.accountId !== viewer.id
    ) {
      throw new ApiError(422, 'You can only quote public or unlisted posts');
    }
  }
  const expiresIn = int(p, 'expires_in');
  return {
    accountId: viewer.id,
    source,
    contentType,
    spoilerText,
    visibility,
    sensitive: (bool(p, 'sensitive') ?? false) || spoilerText.trim() !== '',
    language: str(p, 'language') || null,
    inReplyToId,
    quoteId,
    mediaIds,
    poll,
    listId,
    expiresAt: expiresIn && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
    applicationName: 'Murmur',
  };
}
