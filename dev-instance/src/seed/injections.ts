import type { Card, EmojiDef, Field } from '../world/types';

/**
 * Hostile samples. Every payload sets window.__pwned when it runs, so end-to-end tests can
 * assert that none of them executed. They are written as a malicious remote server would send
 * them: raw, unsanitised HTML in fields the client renders.
 */
export const PWN = 'window.__pwned=1';

export const INJECTION_DISPLAY_NAME = `Mallory <img src=x onerror="${PWN}"> :pwn_emoji:`;

export const INJECTION_FIELDS: Field[] = [
  { name: 'Homepage', value: `<a href="javascript:${PWN}">totally safe</a>`, verifiedAt: null },
  { name: `<img src=x onerror="${PWN}">`, value: `<svg onload="${PWN}"></svg>`, verifiedAt: null },
];

/** Emoji as a hostile remote server would describe them. */
export const INJECTION_EMOJI: EmojiDef[] = [
  {
    shortcode: 'pwn_emoji',
    url: `javascript:${PWN}`,
    staticUrl: `javascript:${PWN}`,
    visibleInPicker: false,
    category: 'remote',
    tags: [],
    remote: true,
  },
  {
    // A shortcode that breaks out of an alt or title attribute; its image is real, so an injected
    // onload would fire.
    shortcode: `pwn" onload="${PWN}`,
    url: '@@BASE@@/emoji/pwn_shortcode.png',
    staticUrl: '@@BASE@@/emoji/pwn_shortcode.png',
    visibleInPicker: false,
    category: 'remote',
    tags: [],
    remote: true,
  },
  {
    // The instance's own emoji as a hostile server lists it for the picker: a shortcode that breaks
    // out of an attribute, a pack name that is markup. Its image is real, so an onload would fire.
    shortcode: `pwn_local" onload="${PWN}`,
    url: '@@BASE@@/emoji/pwn_local.png',
    staticUrl: '@@BASE@@/emoji/pwn_local.png',
    visibleInPicker: true,
    category: `<img src=x onerror="${PWN}">`,
    tags: [`pack:<img src=x onerror="${PWN}">`],
    remote: false,
  },
  {
    shortcode: 'pwn_attr',
    url: `https://far.example/emoji/x.png" onerror="${PWN}`,
    staticUrl: `https://far.example/emoji/x.png" onerror="${PWN}`,
    visibleInPicker: false,
    category: 'remote',
    tags: [],
    remote: true,
  },
];

/**
 * MFM-shaped markup from a hostile server: an effect with a style that fetches, flags and a speed
 * that carry script or CSS, an effect no client knows, classes borrowed from the app and an MFM
 * class on an element that is not a span. A reader shows the text, a known effect at most, and
 * never fetches tracker.example. (Still effects only: nothing here needs to move.)
 */
export const MFM_INJECTION =
  '<p>mfm: ' +
  `<span class="mfm _mfm_x2_" style="background:url('https://tracker.example/mfm-style.png')">tracked size</span> ` +
  `<span class="mfm-flip" data-mfm-v="javascript:${PWN}" data-mfm-speed="1s;background:url(https://tracker.example/mfm-speed.png)" data-mfm-onload="${PWN}">hostile flip</span> ` +
  `<span class="mfm-position" data-mfm-x="-9999" style="position:fixed;inset:0;background:red">unknown effect</span> ` +
  `<span class="mfm-rotate status-body modal" data-mfm-deg="1e9;background:url(https://tracker.example/deg.png)">borrowed classes</span> ` +
  `<b class="mfm-tada" data-mfm-speed="1s">not a span</b>` +
  '</p>';

export interface InjectionPost {
  html: string;
  spoilerText?: string;
  emoji?: string[];
  mediaDescription?: string;
  card?: Card;
  pollOptions?: string[];
  /** The post's `language` as a hostile server sends it (else 'en'). */
  language?: string;
}

export const INJECTION_POSTS: InjectionPost[] = [
  {
    html: `<p>Totally normal post <script>${PWN}</script> nothing to see</p>`,
    // A code no language has, in the shape the Mastodon API allows (a markup payload would break
    // the API contract the dev instance keeps): a reader shows no language for it.
    language: 'qx-Pwned0',
  },
  { html: `<p>Look at this picture <img src=x onerror="${PWN}"></p>` },
  {
    html: `<p><a href="javascript:${PWN}">click here for cake</a> and <a href=" JaVaScRiPt:${PWN}">more cake</a></p>`,
  },
  // Carries the MFM sample too: this post is seeded in every world size.
  { html: `<p>vector art <svg onload="${PWN}"><circle r="10"></circle></svg></p>${MFM_INJECTION}` },
  { html: `<p>embedded <iframe srcdoc="<script>parent.${PWN}</script>"></iframe></p>` },
  {
    html: `<p style="background-image:url('javascript:${PWN}')">styled</p><style>@import url("javascript:${PWN}"); body{}</style><div style="position:fixed;top:0;left:0;width:100%;height:100%" onmouseover="${PWN}">hover me</div>`,
  },
  { html: `<p>content warning test</p>`, spoilerText: `CW <img src=x onerror="${PWN}"> spoilers` },
  {
    html: `<p>emoji test :pwn_emoji: and :pwn_attr: and :pwn&quot; onload=&quot;${PWN}:</p>`,
    emoji: ['pwn_emoji', 'pwn_attr', `pwn" onload="${PWN}`],
  },
  { html: `<p>image with a hostile description</p>`, mediaDescription: `"><img src=x onerror="${PWN}">` },
  {
    html: `<p>link preview <a href="https://news.example/pwn">news.example/pwn</a></p>`,
    card: {
      url: `javascript:${PWN}`,
      title: `<img src=x onerror="${PWN}">Breaking news`,
      description: `<script>${PWN}</script>`,
      image: `javascript:${PWN}`,
      type: 'link',
      providerName: `<b onmouseover="${PWN}">News</b>`,
      providerUrl: 'https://news.example',
    },
  },
  {
    html: `<p>a form <form action="javascript:${PWN}"><button>go</button></form> <object data="data:text/html,&lt;script&gt;${PWN}&lt;/script&gt;"></object></p>`,
  },
  {
    html: '<p>poll with hostile options</p>',
    pollOptions: [`<img src=x onerror="${PWN}">`, `<script>${PWN}</script>`],
  },
];
