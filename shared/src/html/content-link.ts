// Deciding what a link in server HTML is: a mention of a known user, a hashtag, or a plain link.

/** What mention links need of a mention (the entity `Mention` fits). */
export interface ContentMention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

/** What hashtag links need of a tag (the entity `Tag` fits). */
export interface ContentTag {
  name: string;
  url?: string | null;
}

export interface LinkFacts {
  /** The checked href. */
  href: string;
  classes: readonly string[];
  rel: readonly string[];
  dataUser: string | undefined;
  dataTag: string | undefined;
  /** The link's text content. */
  text: string;
}

function parse(href: string): URL | null {
  try {
    return new URL(href, typeof location !== 'undefined' ? location.href : 'http://localhost/');
  } catch {
    return null;
  }
}

const withoutSlash = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;

/**
 * The mention a link stands for: by data-user (Pleroma and Akkoma put the account id there), by
 * its href being the mention's url, or, for a link whose text starts with '@', by host and user
 * name in the path (/@name, /users/name, /u/name).
 */
export function findMention(
  link: LinkFacts,
  mentions: readonly ContentMention[],
): ContentMention | undefined {
  if (mentions.length === 0) return undefined;
  if (link.dataUser) {
    const byId = mentions.find((m) => m.id === link.dataUser);
    if (byId) return byId;
  }
  const target = parse(link.href);
  if (!target) return undefined;
  const exact = mentions.find((m) => {
    const url = m.url ? parse(m.url) : null;
    return url !== null && withoutSlash(url) === withoutSlash(target);
  });
  if (exact) return exact;
  // Mastodon marks hashtags with the 'mention' class too: only '@' text says "this is a person".
  if (!link.text.trim().startsWith('@')) return undefined;
  const last = target.pathname.split('/').filter(Boolean).pop()?.replace(/^@/, '').toLowerCase();
  if (!last) return undefined;
  return mentions.find((m) => {
    const url = m.url ? parse(m.url) : null;
    return url?.host === target.host && m.username.toLowerCase() === last;
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The tag a link stands for, without '#': from data-tag; or, for a link marked as a hashtag
 * (class 'hashtag' or rel 'tag'), from an href ending in /tag/x (or /tags/x) or from its '#x'
 * text; or from an unmarked /tag/x href whose text is '#x' or whose tag the post lists (so an
 * ordinary link to some blog's /tag/ page stays an ordinary link).
 */
export function findHashtag(link: LinkFacts, tags: readonly ContentTag[]): string | undefined {
  const canonical = (name: string) =>
    tags.find((t) => t.name.toLowerCase() === name.toLowerCase())?.name ?? name;
  if (link.dataTag) return canonical(link.dataTag.replace(/^#/, ''));
  const path = parse(link.href)?.pathname ?? '';
  const inPath = /\/tags?\/([^/]+)\/?$/.exec(path)?.[1];
  const fromHref = inPath ? decode(inPath) : undefined;
  const text = link.text.trim();
  const fromText = text.startsWith('#') && text.length > 1 ? text.slice(1) : undefined;
  const marked = link.classes.includes('hashtag') || link.rel.includes('tag');
  if (marked) {
    const name = fromHref ?? fromText;
    return name ? canonical(name) : undefined;
  }
  if (!fromHref) return undefined;
  const named = fromText?.toLowerCase() === fromHref.toLowerCase();
  const listed = tags.some((t) => t.name.toLowerCase() === fromHref.toLowerCase());
  return named || listed ? canonical(fromHref) : undefined;
}
