import { escapeHtml } from '../util/html';
import { mfmToHtml } from './mfm';
import type { Account } from './types';
import { accountUrl, tagBase } from './urls';
import type { World } from './world';

export interface Formatted {
  html: string;
  mentionIds: string[];
  tags: string[];
  emojiShortcodes: string[];
}

export const CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'text/markdown',
  'text/bbcode',
  'text/x.misskeymarkdown',
];

const MENTION_RE = /(^|[\s(>])@([a-zA-Z0-9_.-]+)(?:@([a-zA-Z0-9.-]+\.[a-zA-Z]{2,}|localhost(?::\d+)?))?/g;
const TAG_RE = /(^|[\s(>])#([\p{L}\p{N}_]+)/gu;
const URL_RE = /(^|[\s(])(https?:\/\/[^\s<>"')]+)/g;
const EMOJI_RE = /:([a-zA-Z0-9_+-]+):/g;

export function mentionHtml(account: Account): string {
  return `<span class="h-card"><a class="u-url mention" data-user="${account.id}" href="${accountUrl(account)}" rel="ugc">@<span>${escapeHtml(account.username)}</span></a></span>`;
}

export function hashtagHtml(author: Account, tag: string): string {
  const lower = tag.toLowerCase();
  return `<a class="hashtag" data-tag="${escapeHtml(lower)}" href="${tagBase(author)}/tag/${encodeURIComponent(lower)}" rel="tag ugc">#${escapeHtml(tag)}</a>`;
}

/**
 * Renders a post the way Pleroma does for its supported input formats. Markup given as
 * text/html is kept as typed: this instance is a test bed for the client's own sanitising,
 * so it deliberately does not scrub.
 */
export function formatPost(world: World, author: Account, source: string, contentType: string): Formatted {
  const mentionIds: string[] = [];
  const tags: string[] = [];
  const emojiShortcodes: string[] = [];

  let html: string;
  if (contentType === 'text/html') html = source;
  else if (contentType === 'text/markdown') html = markdown(source);
  else if (contentType === 'text/bbcode') html = bbcode(source);
  // Akkoma reads MFM as Markdown first, then renders the MFM functions.
  else if (contentType === 'text/x.misskeymarkdown') html = mfmToHtml(markdown(source));
  else html = escapeHtml(source).replace(/\r?\n/g, '<br/>');

  html = html.replace(URL_RE, (_m, pre: string, url: string) => {
    if (contentType === 'text/html') return `${pre}${url}`;
    return `${pre}<a href="${url}" rel="ugc">${url}</a>`;
  });
  html = html.replace(MENTION_RE, (m, pre: string, nick: string, domain: string | undefined) => {
    const account = world.accountByAcct(domain ? `${nick}@${domain}` : nick);
    if (!account) return m;
    if (!mentionIds.includes(account.id)) mentionIds.push(account.id);
    return `${pre}${mentionHtml(account)}`;
  });
  html = html.replace(TAG_RE, (_m, pre: string, tag: string) => {
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    return `${pre}${hashtagHtml(author, tag)}`;
  });
  for (const match of source.matchAll(EMOJI_RE)) {
    const code = match[1] as string;
    if (world.emoji.has(code) && !emojiShortcodes.includes(code)) emojiShortcodes.push(code);
  }
  return { html, mentionIds, tags, emojiShortcodes };
}

function markdown(src: string): string {
  const blocks = src.split(/\n{2,}/).map((block) => {
    let h = escapeHtml(block);
    h = h.replace(/`([^`]+)`/g, '<code>$1</code>');
    h = h.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    h = h.replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>');
    h = h.replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" rel="ugc">$1</a>');
    h = h.replace(/\n/g, '<br/>');
    return `<p>${h}</p>`;
  });
  return blocks.join('');
}

function bbcode(src: string): string {
  return escapeHtml(src)
    .replace(/\[b\]([\s\S]*?)\[\/b\]/g, '<strong>$1</strong>')
    .replace(/\[i\]([\s\S]*?)\[\/i\]/g, '<em>$1</em>')
    .replace(/\[u\]([\s\S]*?)\[\/u\]/g, '<u>$1</u>')
    .replace(/\[s\]([\s\S]*?)\[\/s\]/g, '<s>$1</s>')
    .replace(/\[code\]([\s\S]*?)\[\/code\]/g, '<code>$1</code>')
    .replace(/\r?\n/g, '<br/>');
}
