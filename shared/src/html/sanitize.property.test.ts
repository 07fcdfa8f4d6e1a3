import './testing/happy-dom-fidelity';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capCombiningMarks, MAX_MARKS_PER_BASE } from './combining';
import { ALLOWED_TAGS } from './html-policy';
import { sanitizeHtml } from './sanitize';

// Issue 27, point 12: any HTML string sanitises without throwing, and the output has no `on*`
// attribute, no `javascript:` URL and no element outside the allow-list. Bounded here;
// PROPERTY_RUNS raises the number of cases (the benchmark).
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

const HOSTILE_TAGS = [
  'script',
  'svg',
  'math',
  'iframe',
  'style',
  'form',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'noembed',
  'video',
  'audio',
  'select',
  'option',
  'table',
  'animate',
  'foreignObject',
  'image',
  'use',
  'desc',
];
const SCHEMES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://ok.example/',
  '/local',
  '//evil.example/',
  'javascript&colon;alert(1)',
  '\u0001javascript:alert(1)',
];
const ATTRIBUTE_NAMES = [
  'onerror',
  'onload',
  'onclick',
  'ONMOUSEOVER',
  'onfocus',
  'href',
  'src',
  'style',
  'class',
  'title',
  'xlink:href',
  'formaction',
  'srcdoc',
  'data-mfm-x',
  'srcset',
  'action',
  'background',
  'alt',
  'rel',
];

const attribute = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTE_NAMES),
    fc.oneof(fc.constantFrom(...SCHEMES), fc.string({ maxLength: 12 })),
    fc.constantFrom('"', "'", ''),
  )
  .map(
    ([name, value, quote]) =>
      ` ${name}=${quote}${quote ? value.replaceAll(quote, '') : value.replace(/[\s>]/g, '')}${quote}`,
  );

const html: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 20 }),
    fc.constantFrom('<', '>', '"', '<!--', '-->', '<![CDATA[', ']]>', '&lt;', '</', '<img', '/>'),
    tie('element') as fc.Arbitrary<string>,
  ),
  element: fc
    .tuple(
      fc.constantFrom(...ALLOWED_TAGS, ...HOSTILE_TAGS),
      fc.array(attribute, { maxLength: 3 }),
      fc.array(tie('node') as fc.Arbitrary<string>, { maxLength: 3 }),
      fc.boolean(),
    )
    .map(
      ([tag, attributes, children, closed]) =>
        `<${tag}${attributes.join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`,
    ),
})).node;

const ALLOWED = new Set(ALLOWED_TAGS);
// biome-ignore lint/suspicious/noControlCharactersInRegex: a browser ignores them in a URL's scheme
const CONTROL_OR_SPACE = /[\u0000-\u001f\s]/g;
/** Attributes a browser follows or loads as a URL (text attributes may say anything). */
const URL_BEARING = new Set([
  'href',
  'src',
  'xlink:href',
  'formaction',
  'action',
  'srcset',
  'background',
  'poster',
  'data',
  'srcdoc',
]);

function problemsOf(output: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = output;
  const problems: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED.has(tag)) problems.push(`element <${tag}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) problems.push(`attribute ${attr.name}`);
      if (
        URL_BEARING.has(attr.name.toLowerCase()) &&
        /^\s*(javascript|vbscript|data):/i.test(attr.value.replace(CONTROL_OR_SPACE, ''))
      )
        problems.push(`${attr.name}=${attr.value}`);
    }
  }
  return problems;
}

describe('the sanitiser takes any HTML (property-based)', () => {
  it(
    'never throws, and leaves no handler, script URL or element outside the allow-list',
    () => {
      fc.assert(
        fc.property(html, (input) => {
          const output = sanitizeHtml(input);
          expect(typeof output).toBe('string');
          expect(problemsOf(output), `input: ${input}\noutput: ${output}`).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 200),
  );

  it(
    'takes arbitrary strings as well',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (input) => {
          expect(problemsOf(sanitizeHtml(input))).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 200),
  );
});

// Issue 39, point 5: no text the sanitiser lets through has a combining mark without a base, or
// more than MAX_MARKS_PER_BASE on one base (either widened the page to thousands of pixels).
const MARK = /\p{M}/u;
const marks = fc
  .array(fc.constantFrom('\u0301', '\u0308', '\u0336', '\u20e3', '\u093f', '\ufe0f'), {
    minLength: 1,
    maxLength: 400,
  })
  .map((m) => m.join(''));
const withMarks = fc
  .array(
    fc.oneof(
      marks,
      fc.constantFrom('a', ' ', '\n', '<p>', '</p>', '<b>', '&nbsp;', 'é', '😀'),
      fc.string({ maxLength: 5 }),
    ),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

function markProblems(text: string): string[] {
  const problems: string[] = [];
  let run = 0;
  let previous = '';
  for (const ch of text) {
    if (MARK.test(ch)) {
      run++;
      // A no-break space is the standard base for a mark shown alone.
      if (previous === '' || /[^\S\u00a0]/.test(previous))
        problems.push(`a mark with no base after ${JSON.stringify(previous)}`);
      if (run > MAX_MARKS_PER_BASE) problems.push(`${run} marks on one base`);
    } else {
      run = 0;
      previous = ch;
    }
  }
  return [...new Set(problems)];
}

function shownText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const texts: string[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  return texts.join('\n');
}

describe('combining marks cannot widen the page (property-based)', () => {
  it('plain text keeps no stray mark and at most the cap per base', () => {
    fc.assert(
      fc.property(withMarks, (input) => {
        expect(markProblems(capCombiningMarks(input)), input).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it(
    'sanitised HTML keeps no stray mark and at most the cap per base in any text node',
    () => {
      fc.assert(
        fc.property(fc.oneof(withMarks, html), (input) => {
          expect(markProblems(shownText(sanitizeHtml(input))), input).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 200),
  );
});
