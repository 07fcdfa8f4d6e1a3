import { routePaths } from '../routes/route-paths';
import type { PushDisplaySettings, PushTextKey } from './push-settings';

/** What a Web Push message from Akkoma or Mastodon carries (Pleroma.Web.Push.Impl). */
export interface PushPayload {
  access_token?: string;
  notification_id?: string | number;
  notification_type?: string;
  icon?: string;
  title?: string;
  body?: string;
  preferred_locale?: string;
}

/** The notification to show: `showNotification(title, options)`. */
export interface ShownPush {
  title: string;
  body: string;
  icon?: string;
  lang?: string;
  tag: string;
  /** Where a click leads: the post, the profile, or the notifications of the account. */
  url: string;
}

const TEXT_OF_TYPE: Record<string, PushTextKey> = {
  mention: 'mention',
  status: 'status',
  favourite: 'favourite',
  reblog: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  move: 'move',
  poll: 'poll',
  update: 'update',
  'pleroma:emoji_reaction': 'reaction',
};

/** English, for a worker that has no texts from the page yet. */
export const PUSH_TEXTS_EN: Record<PushTextKey, string> = {
  mention: '{name} mentioned you',
  status: '{name} posted',
  favourite: '{name} favourited your post',
  reblog: '{name} repeated your post',
  follow: '{name} followed you',
  follow_request: '{name} wants to follow you',
  move: '{name} moved to {target}',
  poll: 'A poll has ended',
  update: '{name} edited a post',
  reaction: '{name} reacted {emoji} to your post',
  other: 'New notification',
  contentWarning: 'Content warning: {cw}',
};

const BODY_LIMIT = 300;

function object(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Plain text of server HTML: a notification shows text only, so nothing of the markup survives. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

function clip(value: string, limit: number): string {
  return value.length > limit ? `${value.slice(0, limit - 1)}…` : value;
}

function fill(template: string, args: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? (args[name] ?? '') : whole));
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function nameOf(account: Record<string, unknown> | null): string {
  if (!account) return '';
  return clip(text(account.display_name).trim() || text(account.acct) || text(account.username), 100);
}

/**
 * What to show for one push. `notification` is the server's notification (Mastodon's entity) as
 * the worker fetched it with the push's token, or null when it could not: then the server's own
 * title and body stand. A post's text is replaced by its content warning when the reader asked
 * for that (`webPushHideIfCW`), and left out when the server sent an empty body (Akkoma's
 * "hide notification contents"). Everything from the server is treated as text.
 */
export function composePushNotification(
  payload: PushPayload,
  notification: unknown,
  settings: PushDisplaySettings | null,
): ShownPush {
  const texts = { ...PUSH_TEXTS_EN, ...(settings?.texts ?? {}) };
  const id = String(payload.notification_id ?? '');
  const n = object(notification);
  const type = text(n?.type) || text(payload.notification_type);
  const icon = httpUrl(payload.icon);
  const base = {
    tag: `murmur-${id || Date.now()}`,
    ...(icon ? { icon } : {}),
    ...(settings ? { lang: settings.locale } : {}),
  };
  if (!n) {
    return {
      ...base,
      title: clip(text(payload.title) || texts.other, 200),
      body: clip(text(payload.body), BODY_LIMIT),
      url: '/',
    };
  }
  const account = object(n.account);
  const status = object(n.status);
  const target = object(n.target);
  const args = {
    name: nameOf(account),
    target: nameOf(target),
    emoji: clip(text(n.emoji), 50),
  };
  const title = fill(texts[TEXT_OF_TYPE[type] ?? 'other'], args);
  let body = '';
  // Akkoma leaves the body empty when the recipient hides notification contents: so do we.
  const serverHid = payload.body === '';
  if (status && !serverHid) {
    const cw = plainTextOf(text(status.spoiler_text));
    body =
      cw && (settings?.hideIfCW ?? true)
        ? fill(texts.contentWarning, { cw })
        : plainTextOf(text(status.content));
  }
  const statusId = text(status?.id);
  const accountId = text((target ?? account)?.id);
  const url = statusId
    ? routePaths.notice(statusId)
    : accountId
      ? routePaths.externalUserProfile(accountId)
      : '/';
  const avatar = httpUrl(account?.avatar_static) ?? httpUrl(account?.avatar);
  return {
    ...base,
    ...(avatar ? { icon: avatar } : {}),
    title: clip(title, 200),
    body: clip(body, BODY_LIMIT),
    url,
  };
}
