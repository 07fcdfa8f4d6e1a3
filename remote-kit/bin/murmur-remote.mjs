#!/usr/bin/env node
// murmur-remote: build, preview, deploy and roll back a Murmur remote; create a new one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { rspack } from '@rspack/core';
import { createRemote } from '../lib/create.mjs';
import { deploy, remoteSettings, rollback } from '../lib/deploy.mjs';
import { releasedShellFolder, startPreview } from '../lib/preview.mjs';

const USAGE = `usage: murmur-remote <command> [options]

  create <dir> [--container <name>]   write a new remote's repository into <dir>
  build [--mode development]          build the remote in this folder into dist/
  preview [--shell <package folder or zip>] [--backend <server URL>] [--port 8080] [--no-watch]
                                      this remote inside a released Murmur (MURMUR_SHELL and
                                      MURMUR_BACKEND are the defaults of --shell and --backend)
  deploy <site> [--label <label>]     copy dist/ into <site>/static/remotes/ and point its
                                      static/remotes.json at it (slots: package.json murmur.slots);
                                      <site>: the gateway's overlay folder, Akkoma's instance/static/
                                      or an unpacked Murmur package
  rollback <site>                     undo this remote's last deployment to <site>`;

const say = (message) => console.log(`[murmur-remote] ${message}`);

async function loadConfig(dir, mode) {
  const file = path.join(dir, 'rspack.config.mjs');
  if (!existsSync(file)) throw new Error(`${dir} has no rspack.config.mjs: run this in the remote's folder`);
  const exported = (await import(pathToFileURL(file).href)).default;
  return typeof exported === 'function' ? exported({}, { mode }) : exported;
}

function report(stats) {
  const text = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (text.trim()) console.log(text);
  return !stats.hasErrors();
}

async function build(dir, mode) {
  const compiler = rspack(await loadConfig(dir, mode));
  const ok = await new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error ? reject(error) : resolve(report(stats)))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (!ok) throw new Error('the build failed');
  say(`built ${path.join(dir, 'dist')} (${mode})`);
}

async function preview(dir, values) {
  const shell = values.shell ?? process.env.MURMUR_SHELL;
  const backend = values.backend ?? process.env.MURMUR_BACKEND;
  if (!shell || !backend)
    throw new Error(
      'preview needs --shell (a released Murmur: folder or zip) and --backend (its server URL)',
    );
  const settings = remoteSettings(dir);
  const mode = values.mode ?? (values['no-watch'] ? 'production' : 'development');
  const config = await loadConfig(dir, mode);
  const compiler = rspack(config);
  const first = new Promise((resolve, reject) => {
    const done = (error, stats) => {
      if (error) return reject(error);
      if (report(stats)) say(`built (${mode})`);
      resolve();
    };
    if (values['no-watch']) compiler.run(done);
    else compiler.watch({}, done);
  });
  await first;
  const dist = path.join(dir, 'dist');
  const { name: container } = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const server = await startPreview({
    shellDir: releasedShellFolder(shell),
    backend,
    remote: { container, dist, slots: settings.slots },
    port: Number(values.port ?? 8080),
  });
  say(
    `${server.url}: the released shell with ${container} in ${Object.keys(settings.slots).join(', ') || 'no slot'}`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mode: { type: 'string' },
      shell: { type: 'string' },
      backend: { type: 'string' },
      port: { type: 'string' },
      'no-watch': { type: 'boolean', default: false },
      label: { type: 'string' },
      container: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const dir = process.cwd();
  switch (command) {
    case 'create': {
      if (!target) throw new Error("create needs the new remote's folder: murmur-remote create <dir>");
      const made = createRemote({ dir: target, container: values.container });
      say(`wrote ${made.dir} (package ${made.packageName}, container ${made.container})`);
      say('next: npm install, npm test, npm run build, npm run preview (see its README)');
      return;
    }
    case 'build':
      return build(dir, values.mode ?? 'production');
    case 'preview':
      return preview(dir, values);
    case 'deploy': {
      if (!target) throw new Error('deploy needs the site folder: murmur-remote deploy <site>');
      const settings = remoteSettings(dir);
      const done = deploy({
        site: path.resolve(target),
        dist: path.join(dir, 'dist'),
        slots: settings.slots,
        label: values.label,
        version: settings.version,
      });
      say(`deployed ${done.container} at ${done.url}`);
      say(`roll back with: murmur-remote rollback ${target}`);
      return;
    }
    case 'rollback': {
      if (!target) throw new Error('rollback needs the site folder: murmur-remote rollback <site>');
      const container = values.container ?? remoteSettings(dir).container;
      if (!container)
        throw new Error('rollback: name the container (--container) or set package.json murmur.container');
      const done = rollback({ site: path.resolve(target), container });
      say(
        `rolled back ${done.container}'s deployment ${done.label}: ${done.remote ? `back to ${done.remote}` : 'the stock screens again'}`,
      );
      return;
    }
    default:
      throw new Error(`unknown command ${command}\n${USAGE}`);
  }
}

main().catch((error) => {
  console.error(`[murmur-remote] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
