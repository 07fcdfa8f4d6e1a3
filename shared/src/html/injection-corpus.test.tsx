import './testing/happy-dom-fidelity';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmojiText } from './emoji-text';
import { HtmlContent } from './html-content';
import { sanitizeHtml } from './sanitize';

// Every payload goes through the whole path a post takes (sanitizeHtml, then HtmlContent) and,
// as plain text, through EmojiText, and the result must be inert. The sanitiser's own output is
// also re-parsed by the DOM, which catches mutation XSS (markup that changes meaning when
// serialised and parsed again).

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const P = 'window.__pwned=1';

const PAYLOADS: readonly string[] = [
  // script elements
  `<script>${P}</script>`,
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  `<scr<script>ipt>${P}</scr</script>ipt>`,
  `"><script>${P}</script>`,
  `<p>ok</p><script type="module">${P}</script><p>after</p>`,
  // event handlers
  `<img src=x onerror="${P}">`,
  `<img src="x" OnErRoR=${P}>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<body onload="${P}">`,
  `<a href="https://ok.example" onclick="${P}">ok</a>`,
  `<span class="mention" data-user="1" onmouseover="${P}">@a</span>`,
  `<input autofocus onfocus="${P}">`,
  `<details open ontoggle="${P}"><summary>x</summary></details>`,
  `<marquee onstart="${P}">m</marquee>`,
  `<video><source onerror="${P}"></video>`,
  `<audio src=x onerror="${P}"></audio>`,
  `<img src="/e.png" alt="&quot; onerror=&quot;${P}">`,
  // scriptable URLs in href, src, xlink:href, action, formaction
  `<a href="javascript:${P}">click</a>`,
  `<a href="JaVaScRiPt:${P}">click</a>`,
  `<a href="  javascript:${P}">click</a>`,
  `<a href="java\tscript:${P}">click</a>`,
  `<a href="java\nscript:${P}">click</a>`,
  `<a href="\u0001javascript:${P}">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${P}">click</a>`,
  `<a href="&#x6A;avascript&colon;${P}">click</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${P}">click</a>`,
  `<a href="javas&#99;ript:${P}">click</a>`,
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+">click</a>',
  `<img src="data:image/svg+xml,<svg onload='${P}'>">`,
  `<img src="javascript:${P}" alt="x">`,
  `<img srcset="javascript:${P} 1x">`,
  `<a href="#" xlink:href="javascript:${P}">x</a>`,
  `<form action="javascript:${P}"><button>go</button></form>`,
  `<button formaction="javascript:${P}">x</button>`,
  `<isindex action="javascript:${P}" type=image>`,
  `<table background="javascript:${P}"><tr><td>x</td></tr></table>`,
  // svg and mathml
  `<svg onload="${P}"><circle r=1 /></svg>`,
  `<svg><a xlink:href="javascript:${P}"><text x="0" y="10">x</text></a></svg>`,
  `<svg><script>${P}</script></svg>`,
  `<svg><style><img src=x onerror="${P}"></style></svg>`,
  `<svg><foreignObject><img src=x onerror="${P}"></foreignObject></svg>`,
  `<svg><animate onbegin="${P}" attributeName=x dur=1s>`,
  `<math href="javascript:${P}">CLICK</math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${P}"></style></mglyph></table></mtext></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${P}">`,
  `<math><mi xlink:href="javascript:${P}">x</mi></math>`,
  // frames, objects, embeds
  `<iframe src="javascript:${P}"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<object data="javascript:${P}"></object>`,
  `<embed src="javascript:${P}">`,
  `<frameset><frame src="javascript:${P}"></frameset>`,
  // meta, base, link, style
  `<meta http-equiv="refresh" content="0;url=javascript:${P}">`,
  '<base href="javascript:/"><a href="x">relative</a>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  "<style>@import 'javascript:alert(1)'; body{background:url(javascript:x)}</style>",
  `<div style="background:url(javascript:${P})">x</div>`,
  `<p style="width: expression(${P})">x</p>`,
  `<p style="behavior:url(#default#time2)" onbegin="${P}">x</p>`,
  // template, noscript and other raw-text tricks
  `<template><script>${P}</script></template>`,
  `<template><img src=x onerror="${P}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${P}>"></noscript>`,
  `<noembed><img title="</noembed><img src onerror=${P}>"></noembed>`,
  `<xmp><img src=x onerror="${P}"></xmp>`,
  `<textarea><img src=x onerror="${P}"></textarea>`,
  `<title><img src=x onerror="${P}"></title>`,
  `<!--<img src=x onerror="${P}">-->`,
  `<!--><img src=x onerror="${P}">-->`,
  `<p title="--><img src=x onerror=${P}>">x</p>`,
  `<![CDATA[<img src=x onerror="${P}">]]>`,
  // things dressed up as mentions, hashtags and emoji
  `<a class="mention" data-user="1" href="javascript:${P}">@alice</a>`,
  `<a class="hashtag" rel="tag" href="javascript:${P}">#cats</a>`,
  `<a class="hashtag" href="https://x.example/tag/&quot;onmouseover=&quot;${P}">#x</a>`,
  '<p>:evil: :evil2: :evil3: :evil4: :blob:</p>',
  `<img class="emoji" src="javascript:${P}" alt=":blob:">`,
  // odd structure
  `<a href="https://a.example"><a href="javascript:${P}">nested</a></a>`,
  `<p><b><i><u><s><del><span><strong><em><a href="javascript:${P}">deep</a></em></strong></span></del></s></u></i></b></p>`,
  `<a href="/notice/1" target="_self" rel="opener">x</a>`,
];

const EMOJIS = [
  { shortcode: 'blob', url: 'https://emoji.example/blob.png' },
  { shortcode: 'evil', url: `javascript:${P}` },
  { shortcode: 'evil2', url: `data:image/svg+xml,<svg onload="${P}">` },
  { shortcode: 'evil3', url: ' jav\tascript:alert(1)' },
  { shortcode: 'evil4', url: 'vbscript:msgbox(1)' },
];
const MENTIONS = [{ id: '1', username: 'alice', acct: 'alice', url: 'https://local.example/users/alice' }];
const TAGS = [{ name: 'cats' }];

const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'meta',
  'base',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'details',
  'isindex',
  'title',
];

const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'href',
  'src',
  'alt',
  'title',
  'rel',
  'target',
  'lang',
  'dir',
  'start',
  'reversed',
  'value',
  'draggable',
  'data-user',
  'data-tag',
  // react-router's Link marks its anchors for route discovery.
  'data-discover',
]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide schemes
const URL_NOISE = /[\u0000-\u0020\u007F]/g;
const SCRIPTABLE = /^(?:javascript|vbscript|data|livescript|mocha):/i;

/** Every rule of the corpus, checked on one rendered tree. */
function expectInert(root: ParentNode, where: string): void {
  for (const tag of FORBIDDEN_ELEMENTS) {
    expect(root.querySelector(tag), `${where}: <${tag}> present`).toBeNull();
  }
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      expect(name.startsWith('on'), `${where}: ${el.tagName} has ${name}`).toBe(false);
      expect(ALLOWED_ATTRIBUTES.has(name), `${where}: ${el.tagName} has ${name}`).toBe(true);
      expect(SCRIPTABLE.test(attr.value.replace(URL_NOISE, '')), `${where}: ${name}=${attr.value}`).toBe(
        false,
      );
    }
    if (el.tagName === 'IMG') {
      const src = new URL(el.getAttribute('src') ?? '', location.href);
      expect(['http:', 'https:'], `${where}: img src ${src.href}`).toContain(src.protocol);
    }
  }
}

/** Fires the events handlers would listen to, so a handler that slipped through would run. */
function poke(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const type of ['error', 'load', 'mouseover', 'focus', 'toggle', 'animationstart']) {
      el.dispatchEvent(new Event(type));
    }
  }
}

function reparse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('injection corpus', () => {
  beforeEach(() => {
    delete window.__pwned;
  });
  afterEach(() => {
    cleanup();
    expect(window.__pwned, 'window.__pwned was set').toBeUndefined();
  });

  it('holds at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((payload, i) => [i, payload] as const))('payload %i is inert: %s', (i, payload) => {
    const clean = sanitizeHtml(payload);
    expectInert(reparse(clean), `#${i} sanitised, re-parsed`);
    // A second pass changes nothing: the output is stable under parse and serialise.
    expect(sanitizeHtml(clean), `#${i} not stable`).toBe(clean);

    const content = render(
      <MemoryRouter>
        <HtmlContent html={clean} emojis={EMOJIS} mentions={MENTIONS} tags={TAGS} />
      </MemoryRouter>,
    ).container;
    expectInert(content, `#${i} HtmlContent`);
    poke(content);

    // The renderer's own allowlist holds even for HTML that skipped the sanitiser.
    const raw = render(
      <MemoryRouter>
        <HtmlContent html={payload} emojis={EMOJIS} mentions={MENTIONS} tags={TAGS} />
      </MemoryRouter>,
    ).container;
    expectInert(raw, `#${i} HtmlContent without sanitiser`);
    poke(raw);

    const text = render(<EmojiText text={payload} emojis={EMOJIS} />).container;
    expectInert(text, `#${i} EmojiText`);
    for (const img of Array.from(text.querySelectorAll('img'))) {
      expect(img.getAttribute('src')).toBe('https://emoji.example/blob.png');
    }
    poke(text);
  });

  it('shows emoji with scriptable URLs as their text', () => {
    const { container } = render(
      <MemoryRouter>
        <HtmlContent html={sanitizeHtml('<p>:evil: :evil2: :evil3: :evil4:</p>')} emojis={EMOJIS} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(':evil: :evil2: :evil3: :evil4:');
  });
});
