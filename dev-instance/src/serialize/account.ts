import { privilegesOf } from '../world/roles';
import type { Account } from '../world/types';
import { accountUrl } from '../world/urls';
import { acctOf } from '../world/world';
import { type Ctx, iso, url } from './context';
import { serializeEmojiList } from './emoji';
import { serializeRelationship } from './relationship';

export interface AccountOptions {
  withRelationship?: boolean;
  /** Set for verify_credentials / update_credentials: adds source and private settings. */
  credentials?: boolean;
  /** Guards against cycles when rendering `moved`. */
  depth?: number;
}

function unreadNotifications(ctx: Ctx, account: Account): number {
  let n = 0;
  for (const id of ctx.world.notificationsByAccount.get(account.id) ?? []) {
    const notification = ctx.world.notifications.get(id);
    if (notification && !notification.read && !notification.dismissed) n++;
  }
  return n;
}

function instanceOf(ctx: Ctx, account: Account) {
  const domain = account.domain ?? ctx.host;
  return {
    name: domain,
    favicon: account.domain
      ? url(ctx, `@@BASE@@/media/g/favicon-${domain}/32x32.png`)
      : url(ctx, '@@BASE@@/media/g/favicon-local/32x32.png'),
    nodeinfo: { software: { name: 'akkoma', version: '3.15.2' } },
  };
}

/** Mastodon Account with Pleroma's `pleroma` block and Akkoma's `akkoma` block. */
export function serializeAccount(
  ctx: Ctx,
  account: Account,
  options: AccountOptions = {},
): Record<string, unknown> {
  const { world } = ctx;
  const self = ctx.viewer?.id === account.id;
  const profile = url(ctx, accountUrl(account));
  const followersCount =
    account.hideFollowersCount && !self ? 0 : (world.followers.get(account.id)?.size ?? 0);
  const followingCount = account.hideFollowsCount && !self ? 0 : (world.following.get(account.id)?.size ?? 0);
  const statusesCount = (world.statusesByAccount.get(account.id) ?? []).length;
  const moved =
    account.movedToId && (options.depth ?? 0) < 1 ? world.accounts.get(account.movedToId) : undefined;

  const pleroma: Record<string, unknown> = {
    ap_id: profile,
    also_known_as: account.aliases,
    is_confirmed: account.confirmed,
    is_suggested: false,
    tags: account.tags,
    hide_followers_count: account.hideFollowersCount,
    hide_follows_count: account.hideFollowsCount,
    hide_followers: account.hideFollowers,
    hide_follows: account.hideFollows,
    hide_favorites: account.hideFavorites,
    relationship: options.withRelationship && ctx.viewer ? serializeRelationship(ctx, account.id) : {},
    skip_thread_containment: false,
    background_image: account.backgroundUrl ? url(ctx, account.backgroundUrl) : null,
    favicon: instanceOf(ctx, account).favicon,
    is_admin: account.role === 'admin',
    is_moderator: account.role === 'moderator',
    privileges: self || ctx.viewer?.role === 'admin' ? privilegesOf(account) : [],
  };
  if (ctx.viewer?.role === 'admin' || ctx.viewer?.role === 'moderator')
    pleroma.deactivated = account.deactivated;

  const out: Record<string, unknown> = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    fqn: account.domain ? acctOf(account) : `${account.username}@${ctx.host}`,
    display_name: account.displayName,
    locked: account.locked,
    bot: account.bot,
    group: false,
    discoverable: account.discoverable,
    indexable: account.discoverable,
    created_at: iso(account.createdAt),
    note: url(ctx, account.note),
    url: profile,
    uri: profile,
    avatar: url(ctx, account.avatarUrl),
    avatar_static: url(ctx, account.avatarUrl),
    header: url(ctx, account.headerUrl),
    header_static: url(ctx, account.headerUrl),
    followers_count: followersCount,
    following_count: followingCount,
    statuses_count: statusesCount,
    last_status_at: account.lastStatusAt ? iso(account.lastStatusAt).slice(0, 10) : null,
    emojis: serializeEmojiList(ctx, account.emojiShortcodes),
    fields: account.fields.map((f) => ({
      name: f.name,
      value: url(ctx, f.value),
      verified_at: f.verifiedAt,
    })),
    source: {
      note: self ? account.noteSource : '',
      sensitive: false,
      fields: self ? account.fields.map((f) => ({ name: f.name, value: f.source ?? f.value })) : [],
      pleroma: { discoverable: account.discoverable, actor_type: account.bot ? 'Service' : 'Person' },
    },
    akkoma: {
      instance: instanceOf(ctx, account),
      status_ttl_days: account.statusTtlDays,
      permit_followback: false,
    },
    pleroma,
  };
  if (moved) out.moved = serializeAccount(ctx, moved, { depth: (options.depth ?? 0) + 1 });
  if (self || options.credentials) {
    const source = out.source as Record<string, unknown>;
    source.privacy = account.defaultScope;
    source.language = account.language;
    source.indexable = account.discoverable;
    source.discoverable = account.discoverable;
    source.hide_collections = account.hideFollows && account.hideFollowers;
    source.follow_requests_count = countRequests(ctx, account);
    (source.pleroma as Record<string, unknown>).no_rich_text = account.noRichText;
    (source.pleroma as Record<string, unknown>).show_role = true;
    out.follow_requests_count = countRequests(ctx, account);
    pleroma.notification_settings = {
      block_from_strangers: account.notificationSettings.blockFromStrangers,
      hide_notification_contents: account.notificationSettings.hideNotificationContents,
    };
    pleroma.allow_following_move = account.allowFollowingMove;
    pleroma.unread_conversation_count = 0;
    pleroma.unread_notifications_count = unreadNotifications(ctx, account);
    pleroma.email = account.email;
    pleroma.chat_token = '';
    pleroma.accepts_chat_messages = account.acceptsChatMessages;
    pleroma.settings_store = {};
    out.accepts_direct_messages_from = 'everybody';
    out.role = {
      id: account.role === 'admin' ? '3' : account.role === 'moderator' ? '2' : '-99',
      name: account.role,
      permissions: '0',
      color: '',
      highlighted: false,
    };
  }
  return out;
}

function countRequests(ctx: Ctx, account: Account): number {
  let n = 0;
  for (const key of ctx.world.followRequests.keys()) if (key.endsWith(`>${account.id}`)) n++;
  return n;
}
