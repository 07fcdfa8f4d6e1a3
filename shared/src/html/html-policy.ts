// What server HTML may contain. The sanitiser (DOMPurify) and the renderer (HtmlContent) both
// apply this policy, so a regression in one layer is caught by the other.

/** Elements kept. Everything else is removed: scripts, frames, forms, media, svg, math, styles. */
export const ALLOWED_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'rp',
  'rt',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
];

/** Attributes whose value is not a URL. */
export const PLAIN_ATTRIBUTES: readonly string[] = [
  'class',
  'title',
  'alt',
  'lang',
  'dir',
  'rel',
  'data-user',
  'data-tag',
  'start',
  'reversed',
  'value',
];

/** Attributes holding a URL: checked against the schemes below. */
export const URL_ATTRIBUTES: readonly string[] = ['href', 'src'];

/** Elements whose content goes away with them (the renderer unwraps other unknown elements). */
export const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'audio',
  'video',
  'canvas',
  'form',
  'button',
  'input',
  'meta',
  'base',
  'link',
]);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'xmpp:']);
const MEDIA_PROTOCOLS = new Set(['http:', 'https:']);
/** C0 controls, DEL and the bidi overrides that spoof what a link looks like. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const URL_JUNK = /[\u0000-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Classes a server may put on its markup: microformats (h-card, u-url, ...) and the few that carry
 * meaning (mention, hashtag, the link shortener's invisible/ellipsis, quote-inline, emoji).
 * Anything else could borrow the app's own class names and restyle the page.
 */
const ALLOWED_CLASS =
  /^(?:[hpue]-[\w-]+|dt-[\w-]+|mention|hashtag|ellipsis|invisible|quote-inline|emoji|greentext)$/;

export function filterClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((c) => ALLOWED_CLASS.test(c))
    .join(' ');
}

function pageBase(): string {
  return typeof location !== 'undefined' && location.origin !== 'null' ? location.href : 'http://localhost/';
}

function pageOrigin(): string {
  return new URL(pageBase()).origin;
}

/**
 * The URL with control and bidi characters removed, if it resolves (against this page) to one of
 * `protocols`; else null. Relative URLs stay relative, so the renderer can still tell them apart.
 */
function checkUrl(raw: string | null | undefined, protocols: ReadonlySet<string>): string | null {
  if (!raw) return null;
  const cleaned = raw.replace(URL_JUNK, '').trim();
  if (cleaned === '') return null;
  try {
    return protocols.has(new URL(cleaned, pageBase()).protocol) ? cleaned : null;
  } catch {
    return null;
  }
}

/** A link target that is safe to follow (http, https, mailto, xmpp, or relative), else null. */
export function safeLinkUrl(raw: string | null | undefined): string | null {
  return checkUrl(raw, LINK_PROTOCOLS);
}

/** An image URL that is safe to load: absolute http(s) or same-origin, else null. */
export function safeMediaUrl(raw: string | null | undefined): string | null {
  return checkUrl(raw, MEDIA_PROTOCOLS);
}

/** True when a (safe) link leaves this site: it then opens in a new tab. */
export function isExternalUrl(href: string): boolean {
  try {
    const url = new URL(href, pageBase());
    return url.origin !== pageOrigin();
  } catch {
    return true;
  }
}

/** rel of every link from server HTML: no referrer, no opener, no ranking credit. */
export const LINK_REL = 'nofollow noopener noreferrer ugc';

/** rel for a server link, keeping the 'tag' token that marks a hashtag. */
export function linkRel(original: string | null | undefined): string {
  const keepsTag = (original ?? '').split(/\s+/).includes('tag');
  return keepsTag ? `tag ${LINK_REL}` : LINK_REL;
}
