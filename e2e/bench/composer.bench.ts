// Prints figures for the composer remote's production build (remotes/composer/dist): for each
// exposed module, the JS and CSS a browser fetches to show it (its sync chunks, raw and gzip), and
// what the post form adds on top of a post. It asserts nothing; it measures. Build first:
// `pnpm --filter @murmur/composer build`; run: `pnpm --filter @murmur/e2e exec tsx bench/composer.bench.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remotes/composer/dist');

interface Assets {
  sync: string[];
  async: string[];
}
interface Expose {
  name: string;
  assets: { js: Assets; css: Assets };
}

function sizes(files: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
  exposes: Expose[];
};
const entry = sizes(['remoteEntry.js']);
console.log(`composer remoteEntry.js: ${kib(entry.raw)} raw, ${kib(entry.gzip)} gzip`);
const syncFiles = new Map<string, string[]>();
for (const expose of manifest.exposes) {
  const files = [...expose.assets.js.sync, ...expose.assets.css.sync];
  syncFiles.set(expose.name, files);
  const js = sizes(expose.assets.js.sync);
  const css = sizes(expose.assets.css.sync);
  console.log(
    `${expose.name.padEnd(14)} sync JS ${kib(js.raw)} raw / ${kib(js.gzip)} gzip; CSS ${kib(css.raw)} raw / ${kib(css.gzip)} gzip`,
  );
}
const status = new Set(syncFiles.get('Status') ?? []);
const formOnly = (syncFiles.get('PostFormModal') ?? []).filter((file) => !status.has(file));
const extra = sizes(formOnly);
console.log(
  `new-post modal beyond a post already shown: ${kib(extra.raw)} raw / ${kib(extra.gzip)} gzip (${formOnly.length} files)`,
);
