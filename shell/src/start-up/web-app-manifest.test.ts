import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildWebAppManifest,
  DEFAULT_THEME_COLOR,
  hexColour,
  MANIFEST_CACHE,
  manifestAddresses,
  publishWebAppManifest,
  WEB_APP_MANIFEST_PATH,
  type WebAppManifest,
} from './web-app-manifest';

const origin = 'https://murmur.example';
const sameOrigin = (manifest: WebAppManifest) =>
  manifestAddresses(manifest).every((address) => new URL(address, origin).origin === origin);

describe('the web app manifest', () => {
  it('names the instance, in the theme colours, standalone, with icons of this origin', () => {
    const manifest = buildWebAppManifest({
      name: 'Bird Site of Tomorrow',
      lang: 'de',
      themeColor: ' #182230 ',
      backgroundColor: '#0F161E',
    });
    expect(manifest).toMatchObject({
      name: 'Bird Site of Tomorrow',
      short_name: 'Bird Site o…',
      lang: 'de',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#182230',
      background_color: '#0f161e',
    });
    expect(manifest.icons.length).toBeGreaterThan(0);
    expect(sameOrigin(manifest)).toBe(true);
  });

  it('keeps a hostile instance name to plain text of a bounded length', () => {
    const manifest = buildWebAppManifest({ name: `evil\u0000\u202e name${'x'.repeat(500)}` });
    expect(manifest.name.includes('\u0000') || manifest.name.includes('\u202e')).toBe(false);
    expect([...manifest.name].length).toBeLessThanOrEqual(45);
    expect(buildWebAppManifest({ name: '  \n ' }).name).toBe('Murmur');
  });

  it('takes only hex colours from the theme, else the built-in background', () => {
    expect(hexColour('url(https://evil.example/x)')).toBeNull();
    expect(hexColour('#abc')).toBe('#abc');
    const manifest = buildWebAppManifest({
      name: 'x',
      themeColor: 'red;}',
      backgroundColor: 'expression(1)',
    });
    expect(manifest.theme_color).toBe(DEFAULT_THEME_COLOR);
    expect(manifest.background_color).toBe(DEFAULT_THEME_COLOR);
    expect(buildWebAppManifest({ name: 'x', lang: '"><script>' }).lang).toBeUndefined();
  });

  it('the static manifest of the build parses, is standalone and names only this origin', () => {
    const file = path.join(import.meta.dirname, '../../public/manifest.webmanifest');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as WebAppManifest;
    expect(manifest).toEqual(buildWebAppManifest({ name: 'Murmur' }));
    expect(sameOrigin(manifest)).toBe(true);
    const index = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
    expect(index).toContain(`<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}" />`);
  });

  it('is written where the service worker answers it from, and sets the theme colour', async () => {
    const put: [string, string][] = [];
    const storage = {
      open: async (name: string) => ({
        put: async (key: string, response: Response) => {
          put.push([`${name} ${key}`, await response.text()]);
        },
      }),
    } as unknown as CacheStorage;
    const manifest = buildWebAppManifest({ name: 'Tomorrow', themeColor: '#123456' });
    expect(await publishWebAppManifest(manifest, storage)).toBe(true);
    expect(put).toEqual([[`${MANIFEST_CACHE} ${WEB_APP_MANIFEST_PATH}`, JSON.stringify(manifest)]]);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#123456');
  });
});
