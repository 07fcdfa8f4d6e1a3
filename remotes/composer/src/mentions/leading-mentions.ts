import { findMention, type Mention } from '@murmur/shared/core';

export interface LeadingMentions {
  /** The mentions at the head of the post, in their order. */
  mentioned: Mention[];
  /** The post's HTML without them (sanitised again when rendered). */
  rest: string;
}

const WHITESPACE = /^\s*$/;

/** The mention link a head node stands for: an <a>, or Mastodon's <span class="h-card"><a>. */
function mentionOf(node: Element, mentions: readonly Mention[]): Mention | undefined {
  const link =
    node.tagName === 'A'
      ? node
      : node.tagName === 'SPAN' && node.children.length === 1 && node.firstElementChild?.tagName === 'A'
        ? node.firstElementChild
        : null;
  if (!link) return undefined;
  if (!(link.textContent ?? '').trim().startsWith('@')) return undefined;
  return mentionOfLink(link, mentions);
}

/** The post's mention a link of its HTML points at, read as the shared renderer reads links. */
export function mentionOfLink(link: Element, mentions: readonly Mention[]): Mention | undefined {
  return findMention(
    {
      href: link.getAttribute('href') ?? '',
      classes: [...link.classList],
      rel: (link.getAttribute('rel') ?? '').split(/\s+/),
      dataUser: link.getAttribute('data-user') ?? undefined,
      dataTag: undefined,
      text: link.textContent ?? '',
    },
    mentions,
  );
}

/**
 * The mentions a reply starts with ('@a @b @c hello'), taken out of the text for the mentions
 * line (spec 3 section 9), as Akkoma-FE shows them. Null when the post does not start with a
 * mention of someone it lists. The HTML is read with DOMParser, whose documents run nothing and
 * load nothing.
 */
export function leadingMentions(html: string, mentions: readonly Mention[]): LeadingMentions | null {
  if (mentions.length === 0 || !html.includes('@')) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const first = body.firstElementChild;
  const container = first?.tagName === 'P' && body.firstChild === first ? first : body;
  const taken: ChildNode[] = [];
  const mentioned: Mention[] = [];
  for (const node of [...container.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE && WHITESPACE.test(node.textContent ?? '')) {
      taken.push(node);
      continue;
    }
    if (node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName === 'BR') {
      taken.push(node);
      continue;
    }
    const mention = node.nodeType === Node.ELEMENT_NODE ? mentionOf(node as Element, mentions) : undefined;
    if (!mention) break;
    taken.push(node);
    if (!mentioned.some((m) => m.id === mention.id)) mentioned.push(mention);
  }
  if (mentioned.length === 0) return null;
  for (const node of taken) node.remove();
  const next = container.firstChild;
  if (next?.nodeType === Node.TEXT_NODE) next.textContent = (next.textContent ?? '').trimStart();
  // A first paragraph that held only mentions goes with them.
  if (container !== body && container.childNodes.length === 0) container.remove();
  return { mentioned, rest: body.innerHTML };
}
