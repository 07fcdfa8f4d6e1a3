import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { generatedPng } from '../media/cache';
import { PWN } from '../seed/injections';
import { notFound } from '../util/errors';
import { baseUrl } from '../util/request';
import { resolveBase } from '../world/urls';

const STICKERS = ['wave', 'heart', 'coffee', 'party'];

const UNICODE_EMOJI: Record<string, [string, string][]> = {
  'smileys-and-emotion': [
    ['grinning face', '😀'],
    ['face with tears of joy', '😂'],
    ['smiling face with heart-eyes', '😍'],
    ['thinking face', '🤔'],
  ],
  'people-and-body': [
    ['waving hand', '👋'],
    ['thumbs up', '👍'],
    ['clapping hands', '👏'],
  ],
  'animals-and-nature': [
    ['cat face', '🐱'],
    ['fox', '🦊'],
    ['seedling', '🌱'],
  ],
  'food-and-drink': [
    ['hot beverage', '☕'],
    ['bread', '🍞'],
  ],
  activities: [['party popper', '🎉']],
  symbols: [
    ['red heart', '❤️'],
    ['eyes', '👀'],
  ],
};

const THEME = {
  _pleroma_theme_version: 2,
  theme: {
    colors: {
      bg: '#0f161e',
      fg: '#151e2a',
      text: '#b9b9ba',
      link: '#d8a070',
      accent: '#d8a070',
      cRed: '#FF0000',
      cBlue: '#0095ff',
      cGreen: '#0fa00f',
      cOrange: '#ffa500',
    },
    radii: { btn: 4, input: 4, checkbox: 2, panel: 10, avatar: 5, avatarAlt: 50, tooltip: 2, attachment: 5 },
  },
};

/** The static files Pleroma-FE-style clients load at start-up, served as an Akkoma instance would. */
export function staticRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/static/config.json', async () => ({
    theme: 'pleroma-dark',
    background: '/media/g/background/1920x1080.png',
    logo: '/static/logo.svg',
    logoMask: true,
    logoMargin: '.1em',
    redirectRootNoLogin: '/main/all',
    redirectRootLogin: '/main/friends',
    showInstanceSpecificPanel: true,
    collapseMessageWithSubject: false,
    scopeCopy: true,
    subjectLineBehavior: 'email',
    postContentType: 'text/plain',
    alwaysShowSubjectInput: true,
    hidePostStats: false,
    hideUserStats: false,
    loginMethod: 'password',
    webPushNotifications: false,
    noAttachmentLinks: false,
    nsfwCensorImage: '',
    showFeaturesPanel: true,
    minimalScopesMode: false,
  }));

  app.get('/static/terms-of-service.html', async (_req, reply) =>
    reply
      .type('text/html')
      .send(
        '<h4>Terms of service</h4><p>This is the Murmur development instance. All content is generated test data. Be kind.</p>',
      ),
  );
  app.get('/instance/panel.html', async (_req, reply) =>
    reply
      .type('text/html')
      .send(
        '<div class="panel-heading"><h3>Murmur Dev</h3></div><div class="panel-body"><p>A local instance for developing and testing <a href="https://example.org/murmur">Murmur</a>.</p></div>',
      ),
  );

  // Besides the real pack, one a hostile server could send: a title that is markup, a file name
  // that breaks out of an attribute (it answers 404), and one real picture.
  app.get('/static/stickers.json', async () => ({
    murmur: '/static/stickers/murmur/',
    pwn: '/static/stickers/pwn/',
  }));
  app.get('/static/stickers/pwn/pack.json', async () => ({
    title: `<img src=x onerror="${PWN}">`,
    icon: 'icon.png',
    stickers: ['pwn.png', `x" onerror="${PWN}.png`],
    internal_name: 'pwn',
    description: `<script>${PWN}</script>`,
  }));
  app.get('/static/stickers/pwn/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (file !== 'pwn.png') throw notFound();
    return reply.type('image/png').send(generatedPng('sticker-pwn', 256, 256));
  });
  app.get('/static/stickers/murmur/pack.json', async () => ({
    title: 'Murmur stickers',
    icon: 'icon.png',
    stickers: STICKERS.map((s) => `${s}.png`),
    internal_name: 'murmur',
    description: 'Generated stickers',
  }));
  app.get('/static/stickers/murmur/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (!/^[a-z]+\.png$/.test(file)) throw notFound();
    return reply.type('image/png').send(generatedPng(`sticker-${file}`, 256, 256));
  });

  app.get('/static/styles.json', async () => ({
    'pleroma-dark': '/static/themes/pleroma-dark.json',
    'pleroma-light': '/static/themes/pleroma-light.json',
  }));
  app.get('/static/themes/:file', async (req) => {
    const file = (req.params as { file: string }).file;
    if (file === 'pleroma-dark.json') return THEME;
    if (file === 'pleroma-light.json')
      return {
        ...THEME,
        theme: {
          ...THEME.theme,
          colors: { ...THEME.theme.colors, bg: '#f2f4f6', fg: '#d6dfed', text: '#304055' },
        },
      };
    throw notFound();
  });

  app.get('/static/emoji.json', async () => {
    const out: Record<string, { name: string; emoji: string }[]> = {};
    for (const [group, list] of Object.entries(UNICODE_EMOJI))
      out[group] = list.map(([name, emoji]) => ({ name, emoji }));
    return out;
  });

  app.get('/static/logo.svg', async (_req, reply) =>
    reply
      .type('image/svg+xml')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="28" fill="#d8a070"/></svg>',
      ),
  );

  // The instance's custom emoji: Pleroma's map and Mastodon's list.
  app.get('/api/v1/pleroma/emoji', async (req) => {
    const base = baseUrl(req);
    const out: Record<string, { image_url: string; tags: string[] }> = {};
    for (const e of inst.world.emoji.values())
      if (!e.remote)
        out[e.shortcode] = { image_url: resolveBase(e.url, base).replace(base, ''), tags: e.tags };
    return out;
  });
  app.get('/api/v1/custom_emojis', async (req) => {
    const base = baseUrl(req);
    return [...inst.world.emoji.values()]
      .filter((e) => !e.remote)
      .map((e) => ({
        shortcode: e.shortcode,
        url: resolveBase(e.url, base),
        static_url: resolveBase(e.staticUrl, base),
        visible_in_picker: e.visibleInPicker,
        category: e.category,
      }));
  });

  // Pleroma-FE's mascot.
  app.get('/api/v1/pleroma/mascot', async (req) => {
    const viewer = requireUser(inst, req);
    const m = viewer.mascot ?? {
      id: 'default-mascot',
      url: '@@BASE@@/media/g/mascot/300x300.png',
      type: 'image',
    };
    return {
      id: m.id,
      url: resolveBase(m.url, baseUrl(req)),
      type: 'image',
      pleroma: { mime_type: 'image/png' },
    };
  });
}
