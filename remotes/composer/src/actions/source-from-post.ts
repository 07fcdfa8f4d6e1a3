import type { Mention, Status } from '@murmur/shared';
import { mentionOfLink } from '../mentions/leading-mentions';
import type { StatusSource } from './status-source';

// A server without GET /api/v1/statuses/{id}/source (the call came with Mastodon 3.5; small
// servers skip it) still lets its posts be edited and redrafted: the form then opens on the post's
// text as shown, read back from its HTML, as Mastodon's own web client did before that call.

const PARAGRAPHS = new Set(['P', 'BLOCKQUOTE', 'PRE', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const LINES = new Set(['LI', 'DIV']);

/** What a link stands for in the text: `@user@host` for a mention, else the address it shows. */
function linkText(link: Element, mentions: readonly Mention[]): string {
  const text = link.textContent ?? '';
  const href = link.getAttribute('href') ?? '';
  const mention = mentionOfLink(link, mentions);
  if (mention && text.trim().startsWith('@')) return `@${mention.acct}`;
  // Mastodon shortens a shown address ('example.com/a-long…', the rest in hidden spans): the
  // address itself is what the author wrote.
  const shown = text.trim().replace(/…$/, '');
  if (/^https?:\/\//i.test(href) && shown !== '' && !/^[#@]/.test(shown) && href.includes(shown)) return href;
  return text;
}

function walk(node: Node, mentions: readonly Mention[], inPre: boolean, out: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      // Outside <pre>, a line break in the markup is a space on screen.
      out.push(inPre ? text : text.replace(/\s*\n\s*/g, ' '));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName;
    if (tag === 'BR') out.push('\n');
    else if (tag === 'A') out.push(linkText(element, mentions));
    else if (PARAGRAPHS.has(tag) || LINES.has(tag)) {
      const gap = PARAGRAPHS.has(tag) ? '\n\n' : '\n';
      out.push(gap);
      walk(element, mentions, inPre || tag === 'PRE', out);
      out.push(gap);
    } else walk(element, mentions, inPre, out);
  }
}

/**
 * The plain text of a post's HTML as a reader sees it: paragraphs and line breaks kept, mentions
 * as `@user@host`, shortened links whole. The HTML (already sanitised when stored) is read with
 * DOMParser, whose documents run nothing and load nothing.
 */
export function textOfPostHtml(html: string, mentions: readonly Mention[]): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out: string[] = [];
  walk(body, mentions, false, out);
  return out
    .join('')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The post's source when the server keeps none to send: Pleroma's plain-text alternative when the
 * post carries one, else its text as shown. Plain text, whatever it was written in.
 */
export function sourceFromPost(status: Status): StatusSource {
  const plain = status.pleroma.content['text/plain'];
  return {
    text: plain?.trim() ? plain : textOfPostHtml(status.content, status.mentions),
    spoilerText: status.spoiler_text,
    contentType: 'text/plain',
  };
}
