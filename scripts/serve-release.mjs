#!/usr/bin/env node
// Serves an unpacked Murmur release package as Akkoma serves it (gateway/src/serve-release.ts):
//
//   node scripts/serve-release.mjs <unpacked package> --backend <url> [--overlay <dir>] [--port <port>]
//
// --overlay is Akkoma's instance/static/ folder: an operator's static/remotes.json and the remotes
// it names, which win over the package's files. --help lists every option.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const gateway = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../gateway');
const child = spawn(
  path.join(gateway, 'node_modules/.bin/tsx'),
  [path.join(gateway, 'src/serve-release.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
