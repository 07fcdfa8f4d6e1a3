import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { capCombiningMarksHtml } from './combining';
import {
  ALLOWED_TAGS,
  filterClasses,
  isExternalUrl,
  linkRel,
  PLAIN_ATTRIBUTES,
  safeLinkUrl,
  safeMediaUrl,
  URL_ATTRIBUTES,
} from './html-policy';
import { MFM_ATTRIBUTES, MFM_LEGACY_ATTRIBUTES, mfmAttributes, mfmEffect } from './mfm';
import { prefilterHtml } from './prefilter';

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...PLAIN_ATTRIBUTES, ...URL_ATTRIBUTES, ...MFM_ATTRIBUTES],
  // Plain attributes are not URLs: without this DOMPurify checks them against the URL pattern.
  ADD_URI_SAFE_ATTR: [...PLAIN_ATTRIBUTES, ...MFM_ATTRIBUTES],
  // A first filter on URLs: known safe schemes, or no scheme at all (relative). The hook below
  // then resolves each URL and checks its scheme for real.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: Purifier | null | undefined;

/** A private DOMPurify instance, so our hooks never touch another part's use of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') {
    purifier = null;
    return purifier;
  }
  const instance = DOMPurify(window);
  if (!instance.isSupported) {
    purifier = null;
    return purifier;
  }
  // An MFM span (mfm.ts) gets its attributes in the FEP-c16b form first: the older names go, and
  // each kept attribute is then checked against what its effect takes.
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeName !== 'SPAN') return;
    const span = node as Element;
    const effect = mfmEffect(span.getAttribute('class'));
    if (!effect) return;
    const kept = mfmAttributes(effect, (name) => span.getAttribute(name));
    for (const attr of Array.from(span.attributes)) {
      if (attr.name.startsWith('data-') && attr.name !== 'data-user' && attr.name !== 'data-tag') {
        span.removeAttribute(attr.name);
      }
    }
    for (const [name, value] of Object.entries(kept)) span.setAttribute(name, value);
  });
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    if (name === 'class') {
      // Only a span carries an effect, and only a known one, always as 'mfm-<effect>'.
      const effect = node.nodeName === 'SPAN' ? mfmEffect(event.attrValue) : null;
      event.attrValue = [filterClasses(event.attrValue), effect ? `mfm-${effect}` : '']
        .filter((c) => c !== '')
        .join(' ');
      if (event.attrValue === '') event.keepAttr = false;
    } else if (name.startsWith('data-mfm-')) {
      const effect = node.nodeName === 'SPAN' ? mfmEffect(node.getAttribute('class')) : null;
      const value = effect ? mfmAttributes(effect, (n) => node.getAttribute(n))[name] : undefined;
      if (value === undefined) event.keepAttr = false;
      else event.attrValue = value;
    } else if (name === 'href') {
      const safe = node.nodeName === 'A' ? safeLinkUrl(event.attrValue) : null;
      if (safe) event.attrValue = safe;
      else event.keepAttr = false;
    } else if (name === 'src') {
      const safe = node.nodeName === 'IMG' ? safeMediaUrl(event.attrValue) : null;
      if (safe) event.attrValue = safe;
      else event.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      node.setAttribute('rel', linkRel(node.getAttribute('rel')));
      if (href && isExternalUrl(href)) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    } else if (node.nodeName === 'IMG' && !node.getAttribute('src')) {
      // An image whose source was refused is of no use; its alt text stays readable.
      const alt = node.getAttribute('alt') ?? '';
      node.replaceWith(node.ownerDocument.createTextNode(alt));
    }
  });
  // Fail closed: a DOM that breaks DOMPurify (some emulated DOMs do) gets escaped text instead.
  // The probe holds no event handler or style: the browser would report those against the page's
  // policy even in DOMPurify's inert document (see prefilter.ts).
  const probe = instance.sanitize('<p>a<script>b</script></p><img src="x" data-probe="c"><i>d</i>', CONFIG);
  if (/script|data-probe/i.test(probe) || !probe.includes('<p>a</p>') || !probe.includes('<i>d</i>')) {
    console.error('[murmur] the HTML sanitiser does not work in this environment; showing HTML as text');
    purifier = null;
    return purifier;
  }
  // Parsed once: passing CONFIG to each sanitize() call makes DOMPurify parse it again each time.
  instance.setConfig(CONFIG);
  purifier = instance;
  return purifier;
}

/**
 * The attribute names a tag may still carry when the markup first meets a DOM parser: the allowed
 * ones and the older MFM names the element hook rewrites. Event handlers and styles never reach it.
 */
export const PREFILTER_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...PLAIN_ATTRIBUTES,
  ...URL_ATTRIBUTES,
  ...MFM_ATTRIBUTES,
  ...MFM_LEGACY_ATTRIBUTES,
]);

/** Elements nested deeper are unwrapped before sanitising (the renderer caps at the same depth). */
export const MAX_HTML_NESTING = 32;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g;

/**
 * Drops the tags of elements nested deeper than `max`, keeping their content, in one linear pass
 * over the string: 5,000 nested lists otherwise cost the sanitiser and the parser hundreds of
 * milliseconds on the main thread. Tags it cannot pair are left to DOMPurify, which still
 * sanitises everything that remains.
 */
export function capNesting(html: string, max: number = MAX_HTML_NESTING): string {
  const stack: boolean[] = [];
  let kept = 0;
  let dropped = false;
  const out = html.replace(TAG, (tag, closing: string, name: string) => {
    if (VOID_ELEMENTS.has(name.toLowerCase()) || tag.endsWith('/>')) return tag;
    if (closing) {
      const wasKept = stack.pop();
      if (wasKept === false) return '';
      if (wasKept) kept--;
      return tag;
    }
    if (kept >= max) {
      stack.push(false);
      dropped = true;
      return '';
    }
    stack.push(true);
    kept++;
    return tag;
  });
  return dropped ? out : html;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Sanitises HTML that came from a server against the allowlist of `html-policy`. Every piece of
 * server HTML passes through here before it is parsed into React elements; nothing
 * server-supplied is ever set as raw HTML.
 *
 * Links get rel="nofollow noopener noreferrer ugc" (plus 'tag' on hashtags) and target=_blank
 * when they leave the site. Where no DOM is available the input comes back escaped, as text.
 * The markup is first rewritten at the string level (`prefilterHtml`), so that no DOM parser ever
 * meets an attribute the page's policy would report.
 */
export function sanitizeHtml(dirty: string): string {
  if (!dirty) return '';
  const instance = getPurifier();
  if (!instance) return capCombiningMarksHtml(escapeHtml(dirty));
  return capCombiningMarksHtml(instance.sanitize(capNesting(prefilterHtml(dirty, PREFILTER_ATTRIBUTES))));
}
