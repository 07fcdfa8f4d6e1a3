#!/usr/bin/env node
// Deploys one remote's build beside a live Murmur, without touching the shell, the other remotes
// or the installed release:
//
//   node scripts/deploy-remote.mjs <remote> <site> [--from <dist>] [--label <label>] [--slot <slot>=<module>]...
//
// <remote> is a stock remote's name (timelines, composer...) or a package folder (examples/acme-theme);
// <site> is the folder the operator's own files live in: the gateway's overlay folder (--overlay),
// or on Akkoma the instance's static folder (instance/static/); an unpacked release package folder
// works too. The build is copied to <site>/static/remotes/<container>/<label>/ (label: the package's
// version and a hash of the build, or --label; under static/, which Akkoma serves from the instance's
// folder whatever else it serves) and <site>/static/remotes.json, the operator's file
// (created if missing; it names only what it changes, decision 0110), points the container at it.
// Earlier versions stay where they are: rolling back is editing that one line back to the previous
// folder (or to the deployed default), which this prints. --slot settings/theme=theme also points a
// slot at one of the container's modules (an operator's remote filling a stock slot).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the shell's built-in defaults find each stock remote (shell/src/start-up/remotes-config.ts). */
const STOCK_REMOTES = ['timelines', 'composer', 'settings', 'profiles', 'moderation'];
const stockAddress = (name) => `/remotes/${name}/mf-manifest.json`;

/** The package folder of a remote given by name or by path. */
function packageDirOf(remote) {
  const stock = path.join(root, 'remotes', remote);
  if (existsSync(path.join(stock, 'package.json'))) return stock;
  const given = path.resolve(remote);
  if (existsSync(path.join(given, 'package.json'))) return given;
  throw new Error(`${remote} is neither a remote of remotes/ nor a package folder`);
}

/**
 * Deploys and returns { container, url, previous, file }: previous is the address the container had
 * before (the operator file's line, else the deployed default for a stock remote), file the
 * operator's remotes.json written.
 */
export function deployRemote({ remote, site, from, label, slotModules = {} }) {
  // A build folder is rewritten by the next build: the operator's files belong beside it.
  if (path.resolve(site) === path.join(root, 'shell/dist'))
    throw new Error(
      'shell/dist is rebuilt and loses what is deployed into it: deploy into an overlay folder and start the gateway with --overlay <folder>',
    );
  if (!existsSync(site)) throw new Error(`${site}: no such folder`);
  const packageDir = packageDirOf(remote);
  const dist = from ? path.resolve(from) : path.join(packageDir, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dist} has no mf-manifest.json: build the remote first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const container = manifest.name;
  const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const hash = createHash('sha256')
    .update(readFileSync(manifestFile))
    .update(readFileSync(path.join(dist, 'remoteEntry.js')))
    .digest('hex')
    .slice(0, 8);
  const folder = label ?? `${version}-${hash}`;
  if (!/^[\w.-]+$/.test(folder)) throw new Error(`label ${folder} must be letters, digits, '.', '_' or '-'`);
  cpSync(dist, path.join(site, 'static', 'remotes', container, folder), {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json',
  });
  const remotesFile = path.join(site, 'static', 'remotes.json');
  let remotes = { remotes: {}, slots: {} };
  if (existsSync(remotesFile)) {
    try {
      remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
    } catch {
      throw new Error(`${remotesFile} is not valid JSON: fix it first (Murmur is running with its defaults)`);
    }
  }
  const url = `/static/remotes/${container}/${folder}/mf-manifest.json`;
  const previous =
    remotes.remotes?.[container] ?? (STOCK_REMOTES.includes(container) ? stockAddress(container) : undefined);
  remotes.remotes = { ...remotes.remotes, [container]: url };
  const slots = Object.fromEntries(
    Object.entries(slotModules).map(([slot, module]) => [slot, `${container}/${module}`]),
  );
  remotes.slots = { ...remotes.slots, ...slots };
  mkdirSync(path.dirname(remotesFile), { recursive: true });
  writeFileSync(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
  return { container, url, previous, file: remotesFile };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      label: { type: 'string' },
      slot: { type: 'string', multiple: true, default: [] },
    },
  });
  const [remote, site] = positionals;
  if (!remote || !site)
    throw new Error(
      'usage: deploy-remote.mjs <remote> <overlay folder> [--from <dist>] [--label <label>] [--slot <slot>=<module>]',
    );
  const slotModules = {};
  for (const item of values.slot) {
    const [slot, module] = item.split('=');
    if (!slot || !module)
      throw new Error(`--slot ${item}: expected <slot>=<exposed module>, e.g. settings/theme=theme`);
    slotModules[slot] = module;
  }
  const first = deployRemote({
    remote,
    site: path.resolve(site),
    from: values.from,
    label: values.label,
    slotModules,
  });
  console.log(`[murmur] ${first.container} now served from ${first.url} (${first.file})`);
  if (first.previous && first.previous !== first.url) {
    console.log(
      `[murmur] to roll back, set "${first.container}": "${first.previous}" in static/remotes.json`,
    );
  } else if (!first.previous) {
    console.log(
      `[murmur] to roll back, remove the "${first.container}" line and the slots that name it from static/remotes.json`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`[murmur] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
