import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { DEFAULT_RESTRICTED_NICKNAMES, profilePath } from '../routes/profile-path';
import { routePaths } from '../routes/route-paths';
import {
  type ContentMention,
  type ContentTag,
  findHashtag,
  findMention,
  type LinkFacts,
} from './content-link';
import {
  type ContentEmoji,
  CUSTOM_EMOJI_SHOWN,
  type EmojiBudget,
  type EmojiLookup,
  emojiLookup,
  splitEmoji,
} from './custom-emoji';
import { EmojiImage } from './emoji-image';
import {
  ALLOWED_TAGS,
  DROP_WITH_CONTENT,
  filterClasses,
  isExternalUrl,
  LINK_REL,
  safeLinkUrl,
  safeMediaUrl,
} from './html-policy';
import { MentionLink } from './mention-link';
import { mfmAttributes, mfmEffect, mfmStyle } from './mfm';
import { prefilterHtml } from './prefilter';
import { PREFILTER_ATTRIBUTES } from './sanitize';

export interface HtmlContentProps {
  /** Sanitised server HTML (`sanitizeHtml`); the renderer applies the same allowlist again. */
  html: string;
  emojis?: readonly ContentEmoji[] | null | undefined;
  mentions?: readonly ContentMention[] | null | undefined;
  tags?: readonly ContentTag[] | null | undefined;
  /** The instance's restricted nicknames, for mention links (see `profilePath`). */
  restrictedNicknames?: readonly string[] | undefined;
  /**
   * What an inline <img> in the HTML does. 'listed' (the default) loads it only when its URL is
   * one of the custom emoji the server listed with the content, and shows any other image as its
   * alt text: server HTML never makes the browser fetch something the server did not declare, so
   * a tracker pixel learns nothing. 'alt-text' never loads inline images at all (screens where
   * staff read hostile content); 'load' loads any http(s) image (for HTML the user wrote).
   */
  inlineImages?: 'listed' | 'load' | 'alt-text' | undefined;
  /** Lines that start with '>' are marked as greentext (the reader's 'greentext' option). */
  greentext?: boolean | undefined;
  /**
   * How many custom emoji become images (CUSTOM_EMOJI_SHOWN by default); the rest stay as their
   * ':shortcode:' text. `Infinity` once the reader asked for all of them.
   */
  emojiLimit?: number | undefined;
}

interface Context {
  emoji: EmojiLookup;
  mentions: readonly ContentMention[];
  tags: readonly ContentTag[];
  restrictedNicknames: readonly string[];
  inlineImages: 'listed' | 'load' | 'alt-text';
  /** URLs of the listed custom emoji, the only inline images 'listed' loads. */
  listedImages: ReadonlySet<string>;
  /** Inside code: no emoji replacement. */
  inCode: boolean;
  /** Inside a link: a nested link is reduced to its content. */
  inLink: boolean;
  /** Elements open around this point; past MAX_NESTING elements are unwrapped. */
  depth: number;
  greentext: boolean;
  /** Shared by the whole render: the custom emoji still allowed to become images. */
  emojiBudget: EmojiBudget;
}

/** Elements whose content starts a new line (a greentext line can begin at their start). */
const LINE_BLOCKS = new Set(['p', 'div', 'li', 'blockquote']);

/**
 * Deeper markup is unwrapped into its content: 5,000 nested blockquotes or lists would otherwise
 * make a post thousands of pixels wide and cost seconds of layout. No real post nests this deep.
 */
export const MAX_NESTING = 32;

const ALLOWED = new Set(ALLOWED_TAGS);
const NO_MENTIONS: readonly ContentMention[] = [];
const NO_TAGS: readonly ContentTag[] = [];

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

function isText(node: Node): node is Text {
  return node.nodeType === TEXT_NODE;
}

/**
 * The HTML as inert nodes: a template's content belongs to a document without a browsing context,
 * so nothing in it loads or runs (no image is fetched, no handler fires). The walk below reads
 * these nodes and creates React elements of its own; none of them is ever put in the page.
 */
function parseInert(html: string): NodeListOf<ChildNode> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.childNodes;
}

/** An element's attributes by (lower-case) name; no prototype, so no name reads an inherited one. */
function attributesOf(el: Element): Record<string, string> {
  const attribs: Record<string, string> = Object.create(null);
  for (const { name, value } of Array.from(el.attributes)) attribs[name] = value;
  return attribs;
}

function textOf(nodes: ArrayLike<Node>): string {
  let out = '';
  for (const node of Array.from(nodes)) {
    if (isText(node)) out += node.data;
    else if (isElement(node)) out += textOf(node.childNodes);
  }
  return out;
}

function intAttr(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d{1,9}$/.test(value.trim())) return undefined;
  return Number.parseInt(value, 10);
}

/** The attributes an allowed element keeps, as React props. Nothing else gets through. */
function plainProps(name: string, attribs: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const className = attribs.class ? filterClasses(attribs.class) : '';
  if (className) props.className = className;
  if (attribs.title) props.title = attribs.title;
  if (attribs.lang && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(attribs.lang)) props.lang = attribs.lang;
  if (attribs.dir === 'ltr' || attribs.dir === 'rtl' || attribs.dir === 'auto') props.dir = attribs.dir;
  if (name === 'ol') {
    const start = intAttr(attribs.start);
    if (start !== undefined) props.start = start;
    if ('reversed' in attribs) props.reversed = true;
  }
  if (name === 'li') {
    const value = intAttr(attribs.value);
    if (value !== undefined) props.value = value;
  }
  if (name === 'span') Object.assign(props, mfmProps(attribs, className));
  return props;
}

/**
 * An MFM span's effect (mfm.ts): the classes 'mfm mfm-<effect>', its checked flags as data
 * attributes for the stylesheet, its numbers as custom properties. A blurred span takes focus,
 * so the keyboard can reveal it as hovering does.
 */
function mfmProps(attribs: Record<string, string>, className: string): Record<string, unknown> {
  const effect = mfmEffect(attribs.class);
  if (!effect) return {};
  const attributes = mfmAttributes(effect, (n) => attribs[n]);
  const props: Record<string, unknown> = {
    ...attributes,
    className: [className, 'mfm', `mfm-${effect}`].filter((c) => c !== '').join(' '),
  };
  const style = mfmStyle(attributes);
  if (style) props.style = style;
  if (effect === 'blur') props.tabIndex = 0;
  return props;
}

function renderText(text: string, ctx: Context, key: string): ReactNode {
  if (ctx.inCode) return <Fragment key={key}>{text}</Fragment>;
  const segments = splitEmoji(text, ctx.emoji, ctx.emojiBudget);
  if (segments.length === 1 && typeof segments[0] === 'string') return <Fragment key={key}>{text}</Fragment>;
  return (
    <Fragment key={key}>
      {segments.map((segment, i) =>
        typeof segment === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: text segments have no identity beyond their place
          <Fragment key={i}>{segment}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: text segments have no identity beyond their place
          <EmojiImage key={i} {...segment} />
        ),
      )}
    </Fragment>
  );
}

function renderLink(el: Element, attribs: Record<string, string>, ctx: Context, key: string): ReactNode {
  const childNodes = el.childNodes;
  const children = renderNodes(childNodes, { ...ctx, inLink: true });
  const href = safeLinkUrl(attribs.href);
  // A link without a usable target, or inside another link, is just its content.
  if (!href || ctx.inLink) return <Fragment key={key}>{children}</Fragment>;
  const classes = filterClasses(attribs.class ?? '');
  const facts: LinkFacts = {
    href,
    classes: classes.split(' '),
    rel: (attribs.rel ?? '').split(/\s+/),
    dataUser: attribs['data-user'],
    dataTag: attribs['data-tag'],
    text: textOf(childNodes),
  };
  const mention = findMention(facts, ctx.mentions);
  if (mention) {
    return (
      <MentionLink
        key={key}
        mention={mention}
        to={profilePath(mention, ctx.restrictedNicknames)}
        className={classes.includes('mention') ? classes : `${classes} mention`.trim()}
        fallback={children}
      />
    );
  }
  const tag = findHashtag(facts, ctx.tags);
  if (tag) {
    return (
      <Link
        key={key}
        to={routePaths.tag(tag)}
        className={classes.includes('hashtag') ? classes : `${classes} hashtag`.trim()}
        rel="tag"
      >
        {children}
      </Link>
    );
  }
  const external = isExternalUrl(href);
  return (
    <a
      key={key}
      href={href}
      className={classes || undefined}
      rel={LINK_REL}
      target={external ? '_blank' : undefined}
    >
      {children}
    </a>
  );
}

function renderElement(el: Element, ctx: Context, key: string): ReactNode {
  const name = el.localName.toLowerCase();
  if (!ALLOWED.has(name)) {
    // Not in the allowlist: dangerous elements go with their content, others are unwrapped.
    if (DROP_WITH_CONTENT.has(name)) return null;
    return <Fragment key={key}>{renderNodes(el.childNodes, ctx)}</Fragment>;
  }
  if (name === 'br') return <br key={key} />;
  const attribs = attributesOf(el);
  if (name === 'a') return renderLink(el, attribs, ctx, key);
  if (name === 'img') {
    const src = safeMediaUrl(attribs.src);
    const alt = attribs.alt ?? '';
    const allowed =
      src !== null &&
      (ctx.inlineImages === 'load' || (ctx.inlineImages === 'listed' && ctx.listedImages.has(src)));
    if (!allowed) return alt ? <Fragment key={key}>{alt}</Fragment> : null;
    return <img key={key} {...plainProps(name, attribs)} alt={alt} src={src} />;
  }
  if (ctx.depth >= MAX_NESTING) {
    return <Fragment key={key}>{renderNodes(el.childNodes, ctx)}</Fragment>;
  }
  const inner = { ...ctx, depth: ctx.depth + 1, inCode: ctx.inCode || name === 'code' || name === 'pre' };
  return createElement(
    name,
    { key, ...plainProps(name, attribs) },
    renderNodes(el.childNodes, inner, LINE_BLOCKS.has(name)),
  );
}

/** `lines`: these nodes begin a line (the top level, a paragraph's content). */
function renderNodes(nodes: ArrayLike<Node>, ctx: Context, lines = true): ReactNode[] {
  const out: ReactNode[] = [];
  let lineStart = lines;
  Array.from(nodes).forEach((node, i) => {
    const key = String(i);
    if (isText(node)) {
      const text = renderText(node.data, ctx, key);
      const green = ctx.greentext && lineStart && !ctx.inCode && node.data.startsWith('>');
      out.push(
        green ? (
          <span key={key} className="greentext">
            {text}
          </span>
        ) : (
          text
        ),
      );
    } else if (isElement(node)) out.push(renderElement(node, ctx, key));
    // Comments, processing instructions, doctypes and CDATA are dropped.
    lineStart = lines && isElement(node) && node.localName.toLowerCase() === 'br';
  });
  return out;
}

function listedImageUrls(emojis: readonly ContentEmoji[] | null | undefined): ReadonlySet<string> {
  const urls = new Set<string>();
  for (const emoji of emojis ?? []) {
    const url = safeMediaUrl(emoji.url);
    if (url) urls.add(url);
    const still = emoji.static_url ? safeMediaUrl(emoji.static_url) : null;
    if (still) urls.add(still);
  }
  return urls;
}

/** Server HTML as React elements: parsed once, walked, never injected. */
export function renderHtml(html: string, options: Omit<HtmlContentProps, 'html'> = {}): ReactNode[] {
  if (!html) return [];
  const ctx: Context = {
    emoji: emojiLookup(options.emojis),
    mentions: options.mentions ?? NO_MENTIONS,
    tags: options.tags ?? NO_TAGS,
    restrictedNicknames: options.restrictedNicknames ?? DEFAULT_RESTRICTED_NICKNAMES,
    inlineImages: options.inlineImages ?? 'listed',
    listedImages: listedImageUrls(options.emojis),
    inCode: false,
    inLink: false,
    depth: 0,
    greentext: options.greentext ?? false,
    emojiBudget: { left: options.emojiLimit ?? CUSTOM_EMOJI_SHOWN },
  };
  // The parse below is a DOM parse under the page's policy: even sanitised HTML goes through the
  // string-level pass first, so markup that skipped the sanitiser still shows no DOM a handler.
  return renderNodes(parseInert(prefilterHtml(html, PREFILTER_ATTRIBUTES)), ctx);
}

/**
 * Renders sanitised server HTML: mentions become links to the profile, hashtags links to the tag
 * timeline, other links open outside with rel="nofollow noopener noreferrer ugc", and the
 * ':shortcode:'s of listed custom emoji become images. Only allowlisted elements and attributes
 * are ever created.
 */
export function HtmlContent({
  html,
  emojis,
  mentions,
  tags,
  restrictedNicknames,
  inlineImages,
  greentext,
  emojiLimit,
}: HtmlContentProps) {
  const nodes = useMemo(
    () =>
      renderHtml(html, { emojis, mentions, tags, restrictedNicknames, inlineImages, greentext, emojiLimit }),
    [html, emojis, mentions, tags, restrictedNicknames, inlineImages, greentext, emojiLimit],
  );
  return <>{nodes}</>;
}
