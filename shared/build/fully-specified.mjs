// After tsc: relative import specifiers in dist/ get their file's extension ('./api' becomes
// './api/index.js'). The source is written for bundlers, which resolve extensionless paths; Node's
// ES module loader (a remote's unit tests under vitest, any tool that imports the package) does
// not. The declarations get the same paths, so node16 and bundler resolution both read them.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function resolved(file, specifier) {
  if (/\.(js|json|css)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${base}.js`)) return `${specifier}.js`;
  if (existsSync(base) && statSync(base).isDirectory() && existsSync(path.join(base, 'index.js')))
    return `${specifier}/index.js`;
  throw new Error(`${path.relative(dist, file)}: cannot resolve ${specifier}`);
}

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (/\.(js|d\.ts)$/.test(entry.name)) {
      const text = readFileSync(file, 'utf8');
      const next = text.replace(
        SPECIFIER,
        (_all, lead, quote, spec) => `${lead}${quote}${resolved(file, spec)}${quote}`,
      );
      if (next !== text) writeFileSync(file, next);
    }
  }
}

walk(dist);
