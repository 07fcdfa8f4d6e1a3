/**
 * A string-level pass over server HTML, before any DOM sees it.
 *
 * Browsers check the page's Content-Security-Policy even while parsing into an inert document:
 * Chromium 156 reports every `on*` attribute (script-src-attr) and `style` attribute
 * (style-src-attr) met by DOMParser, a template, `createHTMLDocument`, `parseHTMLUnsafe` and even
 * the Sanitizer API's `setHTML`. Nothing runs, but each report is a console error and a POST to the
 * instance's report endpoint, so one hostile post would make every reader flood it. So no DOM
 * parser may ever see such an attribute: this pass tokenises the markup as the HTML standard does
 * (tags, attributes, comments, raw text) and writes it out again in a canonical form that holds
 * only allowed attribute names. Decision 0094.
 *
 * Safety does not hinge on this tokeniser matching the browser's exactly: the output is rebuilt
 * from tokens, every `<` and `>` of text is escaped, and every attribute is written by this pass,
 * so the browser can only find the tags and attributes written here. A difference in reading
 * would change what text shows, never what runs. DOMPurify then sanitises the result as before.
 */

/** Elements whose content is raw text to a browser; they go with their content (as DOMPurify does). */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);

/** Elements that act on the document even when inert (`base` is checked against base-uri). */
const DROPPED_TAGS = new Set(['base', 'meta', 'link']);

const TAG_NAME = /^[a-z][a-z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

function isSpace(code: number): boolean {
  // Tab, line feed, form feed, space (carriage returns are normalised away first).
  return code === 9 || code === 10 || code === 12 || code === 32;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Tag {
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
  /** Index just after the tag's '>', or -1 when the input ends inside the tag. */
  end: number;
}

/**
 * Reads a tag from `start` (the first letter of its name) as the standard's tokeniser does:
 * names run to a space, '/' or '>'; values are quoted with " or ', or unquoted up to a space or '>'.
 */
function readTag(html: string, start: number, allowed: ReadonlySet<string> | null): Tag {
  const length = html.length;
  let i = start;
  while (i < length) {
    const c = html.charCodeAt(i);
    if (isSpace(c) || c === 47 || c === 62) break;
    i++;
  }
  const tag: Tag = { name: html.slice(start, i).toLowerCase(), attributes: [], selfClosing: false, end: -1 };
  while (i < length) {
    let c = html.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === 62) {
      tag.end = i + 1;
      return tag;
    }
    if (c === 47) {
      i++;
      if (html.charCodeAt(i) === 62) {
        tag.selfClosing = true;
        tag.end = i + 1;
        return tag;
      }
      continue;
    }
    // An attribute name: a leading '=' belongs to it; it runs to a space, '/', '>' or '='.
    const nameStart = i;
    i++;
    while (i < length) {
      c = html.charCodeAt(i);
      if (isSpace(c) || c === 47 || c === 62 || c === 61) break;
      i++;
    }
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < length && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html.charCodeAt(i) === 61) {
      i++;
      while (i < length && isSpace(html.charCodeAt(i))) i++;
      const quote = html.charCodeAt(i);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(quote === 34 ? '"' : "'", i + 1);
        if (close === -1) return tag;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else if (quote !== 62) {
        const valueStart = i;
        while (i < length) {
          c = html.charCodeAt(i);
          if (isSpace(c) || c === 62) break;
          i++;
        }
        value = html.slice(valueStart, i);
      }
    }
    // Only allowed names are kept (a short list); the first of two with one name wins, as in the browser.
    if (allowed?.has(name) && ATTRIBUTE_NAME.test(name) && !tag.attributes.some(([seen]) => seen === name)) {
      tag.attributes.push([name, value]);
    }
  }
  return tag;
}

/** Index after the end tag that closes raw text `name` (from `from`), or the input's length. */
function rawTextEnd(html: string, lower: string, name: string, from: number): number {
  let at = from;
  for (;;) {
    const close = lower.indexOf(`</${name}`, at);
    if (close === -1) return html.length;
    const after = close + 2 + name.length;
    const c = html.charCodeAt(after);
    if (isSpace(c) || c === 47 || c === 62) {
      const tag = readTag(html, close + 2, null);
      return tag.end === -1 ? html.length : tag.end;
    }
    at = after;
  }
}

/**
 * The markup rewritten so that its tags carry only attributes named in `allowed`; comments,
 * doctypes and processing instructions become empty comments; raw-text elements (script, style,
 * textarea...) and base, meta and link tags are removed. Text and entity references are kept as
 * they are, apart from '<' and '>' being escaped.
 */
export function prefilterHtml(dirty: string, allowed: ReadonlySet<string>): string {
  const html = dirty.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  let lower: string | null = null;
  const length = html.length;
  const out: string[] = [];
  let text = 0;
  let i = html.indexOf('<');
  while (i !== -1 && i < length) {
    const next = html.charCodeAt(i + 1);
    let end: number;
    let written = '';
    if (isAsciiLetter(next)) {
      const tag = readTag(html, i + 1, allowed);
      if (tag.end === -1) {
        // The input ends inside a tag: the browser drops it.
        end = length;
      } else if (RAW_TEXT.has(tag.name)) {
        lower ??= html.toLowerCase();
        end = rawTextEnd(html, lower, tag.name, tag.end);
      } else if (tag.name === 'plaintext') {
        // Everything after it is text, and goes with it.
        end = length;
      } else {
        end = tag.end;
        if (TAG_NAME.test(tag.name) && !DROPPED_TAGS.has(tag.name)) {
          const attributes = tag.attributes
            .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
            .join('');
          written = `<${tag.name}${attributes}${tag.selfClosing ? ' /' : ''}>`;
        }
      }
    } else if (next === 47 && isAsciiLetter(html.charCodeAt(i + 2))) {
      // An end tag: its attributes mean nothing, but quoted ones can hide a '>'.
      const tag = readTag(html, i + 2, null);
      end = tag.end === -1 ? length : tag.end;
      if (tag.end !== -1 && TAG_NAME.test(tag.name) && !DROPPED_TAGS.has(tag.name))
        written = `</${tag.name}>`;
    } else if (next === 33 && html.startsWith('<!--', i)) {
      // A comment ends at '-->' or '--!>'; '<!-->' and '<!--->' are empty ones.
      let close = i + 4;
      if (html.charCodeAt(close) === 62) end = close + 1;
      else if (html.startsWith('->', close)) end = close + 2;
      else {
        end = length;
        for (;;) {
          const dash = html.indexOf('--', close);
          if (dash === -1) break;
          if (html.charCodeAt(dash + 2) === 62) {
            end = dash + 3;
            break;
          }
          if (html.startsWith('!>', dash + 2)) {
            end = dash + 4;
            break;
          }
          close = dash + 1;
        }
      }
      written = '<!---->';
    } else if (next === 33 || next === 63 || next === 47) {
      // '<!doctype', '<![CDATA[', '<?...' and '</' before a non-letter: a bogus comment up to '>'.
      if (next === 47 && html.charCodeAt(i + 2) === 62) {
        end = i + 3;
      } else if (next === 47 && i + 2 >= length) {
        // '</' at the very end is text.
        break;
      } else {
        const close = html.indexOf('>', i + 2);
        end = close === -1 ? length : close + 1;
        written = '<!---->';
      }
    } else {
      // A '<' that starts nothing is text.
      i = html.indexOf('<', i + 1);
      continue;
    }
    out.push(escapeText(html.slice(text, i)), written);
    text = end;
    i = html.indexOf('<', end);
  }
  out.push(escapeText(html.slice(text)));
  return out.join('');
}
