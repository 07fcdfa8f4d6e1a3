// Prints the bytes of the first screen (/main/all, 20 posts, cold cache) in English, German,
// Arabic and Japanese: JS, CSS and JSON downloaded, raw and gzip, and each language's difference
// from English (issue 25: within 10 KB gzip). The language is the reader's stored choice. It
// asserts nothing; it measures.
import type { ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { BASE, startBenchServers } from './bench-servers';

const LANGUAGES = ['en', 'de', 'ar', 'ja'];
const BUDGET_GZIP = 10 * 1024;

interface Bytes {
  raw: number;
  gzip: number;
  files: number;
  catalogues: number;
}

async function firstScreenBytes(page: Page, language: string): Promise<Bytes> {
  const bytes: Bytes = { raw: 0, gzip: 0, files: 0, catalogues: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css|json/.test(type) && !/\.(js|css|json)$/.test(url)) return;
    if (/\/api\/|\/nodeinfo|\.well-known/.test(url)) return;
    pending.push(
      response.body().then(
        (body) => {
          bytes.raw += body.length;
          bytes.gzip += gzipSync(body, { level: 9 }).length;
          bytes.files += 1;
          if (/i18n/.test(url)) bytes.catalogues += 1;
        },
        () => {
          // a response without a body (redirect, aborted) carries no bytes
        },
      ),
    );
  });
  await page.addInitScript((code) => window.localStorage.setItem('murmur:interfaceLanguage', code), language);
  await page.goto(`${BASE}/main/all`);
  await page.locator('[role=feed] article').nth(19).waitFor();
  await page.waitForLoadState('networkidle');
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) throw new Error(`the page is in ${lang}, not ${language}`);
  await Promise.all(pending);
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const servers: ChildProcess[] = await startBenchServers();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const results = new Map<string, Bytes>();
  for (const language of LANGUAGES) {
    const context = await browser.newContext();
    results.set(language, await firstScreenBytes(await context.newPage(), language));
    await context.close();
  }
  const english = results.get('en') as Bytes;
  console.log('first screen (/main/all), JS + CSS + JSON, cold cache');
  console.log(
    'language'.padEnd(10),
    'raw'.padStart(10),
    'gzip'.padStart(10),
    'vs en gzip'.padStart(12),
    'files',
  );
  for (const [language, b] of results) {
    const delta = b.gzip - english.gzip;
    const verdict = Math.abs(delta) <= BUDGET_GZIP ? 'within 10 KB' : 'OVER 10 KB';
    console.log(
      language.padEnd(10),
      kb(b.raw).padStart(10),
      kb(b.gzip).padStart(10),
      `${delta >= 0 ? '+' : ''}${kb(delta)}`.padStart(12),
      `${b.files} (${b.catalogues} catalogue chunks)`,
      language === 'en' ? '' : verdict,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
