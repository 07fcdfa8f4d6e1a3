// The web app manifest (issue 36: installable). index.html links `/manifest.webmanifest`, a static
// file of the shell's build with Murmur's own name and the built-in theme's colours, so any static
// host (the gateway, Akkoma serving the package) answers it. Once start-up knows the instance and
// the theme, the page writes a copy naming the instance, in the theme's colours, into the service
// worker's cache (`MANIFEST_CACHE`); the worker answers the manifest's address with that copy
// (service-worker/offline-files.ts). Every address in it is a path of this origin.

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
/** The Cache Storage cache the page writes the instance's manifest into; the worker reads it. */
export const MANIFEST_CACHE = 'murmur-manifest';
/** The built-in theme's background (theme/base.css `--bg`), as the static manifest has it. */
export const DEFAULT_THEME_COLOR = '#0f161e';
const MAX_NAME = 45;
const MAX_SHORT_NAME = 12;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang?: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

export interface ManifestInputs {
  /** The instance's title (hostile: cut, control characters out). */
  name: string | null | undefined;
  description?: string | null;
  /** The interface language. */
  lang?: string | null;
  /** The theme's colours as the page has them (any CSS colour text; only hex colours are kept). */
  themeColor?: string | null;
  backgroundColor?: string | null;
}

/** Plain text for the manifest: no control characters, spaces folded, cut at `max` characters. */
function plain(text: string | null | undefined, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = (text ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const folded = cleaned.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : folded;
}

/** `#rgb` or `#rrggbb` (what a theme writes), else null: nothing else goes into the manifest. */
export function hexColour(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(text) ? text : null;
}

/** The manifest for this instance and theme. */
export function buildWebAppManifest(inputs: ManifestInputs): WebAppManifest {
  const name = plain(inputs.name, MAX_NAME) || 'Murmur';
  const description = plain(inputs.description, 200);
  const lang = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(inputs.lang ?? '') ? inputs.lang : undefined;
  const background = hexColour(inputs.backgroundColor) ?? DEFAULT_THEME_COLOR;
  return {
    id: '/',
    name,
    short_name: plain(name, MAX_SHORT_NAME),
    ...(description ? { description } : {}),
    ...(lang ? { lang } : {}),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: hexColour(inputs.themeColor) ?? background,
    background_color: background,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** Every address the manifest names (the tests hold them to this origin). */
export function manifestAddresses(manifest: WebAppManifest): string[] {
  return [manifest.id, manifest.start_url, manifest.scope, ...manifest.icons.map((icon) => icon.src)];
}

/** The theme's colours as the root element carries them now (the theme slot sets `--bg`). */
export function themeColours(root: HTMLElement = document.documentElement): {
  themeColor: string | null;
  backgroundColor: string | null;
} {
  const style = getComputedStyle(root);
  return {
    themeColor: style.getPropertyValue('--bg-panel') || null,
    backgroundColor: style.getPropertyValue('--bg') || null,
  };
}

/**
 * Writes the manifest where the service worker answers it from, and the theme colour the browser
 * paints its own frame with. Quiet on failure: the static manifest still makes Murmur installable.
 */
export async function publishWebAppManifest(
  manifest: WebAppManifest,
  cacheStorage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): Promise<boolean> {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = manifest.theme_color;
  if (!cacheStorage) return false;
  try {
    const cache = await cacheStorage.open(MANIFEST_CACHE);
    await cache.put(
      WEB_APP_MANIFEST_PATH,
      new Response(JSON.stringify(manifest), {
        headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
      }),
    );
    return true;
  } catch (error) {
    console.warn('[murmur] the web app manifest could not be kept', error);
    return false;
  }
}

let following = false;

/**
 * Publishes the instance's manifest now and again when the theme changes (a preset chosen in the
 * settings): once per page.
 */
export function followWebAppManifest(
  inputs: () => Omit<ManifestInputs, 'themeColor' | 'backgroundColor'>,
): void {
  const publish = () => void publishWebAppManifest(buildWebAppManifest({ ...inputs(), ...themeColours() }));
  publish();
  if (following || typeof MutationObserver === 'undefined') return;
  following = true;
  let pending: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(publish, 500);
  }).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['style', 'data-theme', 'lang'],
  });
}
