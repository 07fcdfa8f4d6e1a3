#!/usr/bin/env node
// Adds an interface language's catalogues to the parts: copies <folder>/<part>.json to each part's
// src/i18n/<code>.json and puts the code in that part's list of catalogues (the one line each part
// keeps beside its files), in the order of shared/src/i18n/languages.ts. Then run the catalogue
// check: pnpm vitest run shell/src/i18n remotes/*/src/i18n
//
//   node scripts/add-language.mjs <code> <folder with shell.json, timelines.json, ...>
// A part whose file is absent from the folder is left as it is (it shows English for its messages).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PARTS = {
  shell: { dir: 'shell/src/i18n', list: 'shell/src/i18n/shell-catalogue.ts', name: 'SHELL_LANGUAGES' },
  timelines: { dir: 'remotes/timelines/src/i18n' },
  composer: { dir: 'remotes/composer/src/i18n' },
  profiles: { dir: 'remotes/profiles/src/i18n' },
  settings: { dir: 'remotes/settings/src/i18n' },
  moderation: { dir: 'remotes/moderation/src/i18n' },
  // The shell's sign-in, registration and account-menu messages (optional: English without it).
  'shell-session': {
    dir: 'shell/src/i18n/session',
    list: 'shell/src/i18n/shell-catalogue.ts',
    name: 'SESSION_LANGUAGES',
  },
};

const [code, folder] = process.argv.slice(2);
if (!code || !folder) {
  console.error('usage: node scripts/add-language.mjs <code> <folder>');
  process.exit(2);
}
const order = [
  ...readFileSync(path.join(root, 'shared/src/i18n/languages.ts'), 'utf8').matchAll(/code: '(\w+)'/g),
].map((m) => m[1]);
if (!order.includes(code)) {
  console.error(`${code} is not one of the interface languages in shared/src/i18n/languages.ts`);
  process.exit(2);
}

const touched = new Set();
for (const [part, { dir, list = `${dir}/catalogue.ts`, name = 'CATALOGUE_LANGUAGES' }] of Object.entries(
  PARTS,
)) {
  const source = path.join(folder, `${part}.json`);
  if (!existsSync(source)) continue;
  copyFileSync(source, path.join(root, dir, `${code}.json`));
  const listFile = path.join(root, list);
  const text = readFileSync(listFile, 'utf8');
  const line = new RegExp(`(export const ${name}: readonly string\\[\\] = \\[)([^\\]]*)(\\];)`);
  const found = text.match(line);
  if (!found) throw new Error(`no ${name} list in ${list}`);
  const codes = new Set([...found[2].matchAll(/'(\w+)'/g)].map((m) => m[1]));
  codes.add(code);
  const sorted = order.filter((c) => codes.has(c)).map((c) => `'${c}'`);
  writeFileSync(listFile, text.replace(line, `$1${sorted.join(', ')}$3`));
  touched.add(listFile);
  console.log(`${part}: ${code}.json added`);
}
// The lists grow past one line: keep them as the formatter writes them.
if (touched.size > 0)
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', ...touched], { cwd: root, stdio: 'ignore' });
