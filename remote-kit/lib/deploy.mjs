// Deploying a remote's build beside a released Murmur, and rolling it back. <site> is where the
// operator's files live: the gateway's overlay folder, Akkoma's instance/static/, or an unpacked
// package. The build goes to <site>/static/remotes/<container>/<label>/ (served at /static/... in
// all three: Akkoma serves only some paths of instance/static/, /static/ among them) and the site's
// static/remotes.json (created if the site has none) gains the container and the slots it fills;
// nothing else is touched. Each deployment records what it replaced in
// <site>/static/remotes/<container>/deployments.json, so `rollback` puts exactly that back.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The remote's own settings: its package.json `murmur` block (`container`: the container's name,
 * `slots`: slot name to exposed module).
 */
export function remoteSettings(packageDir) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const slots = pkg.murmur?.slots ?? {};
  for (const [slot, module] of Object.entries(slots)) {
    if (
      !/^[a-z]+\/[A-Za-z]+$/.test(slot) ||
      typeof module !== 'string' ||
      !/^[A-Za-z][A-Za-z0-9]*$/.test(module)
    )
      throw new Error(
        `package.json murmur.slots: "${slot}": "${module}" must map a slot ("profiles/AboutPage") to an exposed module ("AboutPage")`,
      );
  }
  return { name: pkg.name, version: pkg.version ?? '0.0.0', container: pkg.murmur?.container ?? null, slots };
}

/** Where a site keeps its remotes, as files and as the address the page asks for. */
const REMOTES_FOLDER = ['static', 'remotes'];
const folderOf = (site, container) => path.join(site, ...REMOTES_FOLDER, container);
const historyOf = (site, container) => path.join(folderOf(site, container), 'deployments.json');
/** Where kit 0.2.0 and earlier recorded a site's deployments (read by rollback only). */
const earlierHistoryOf = (site, container) => path.join(site, 'remotes', container, 'deployments.json');

function remotesFileOf(site, { create = false } = {}) {
  if (!existsSync(site) || !statSync(site).isDirectory())
    throw new Error(
      `${site} is not a folder: give the gateway's overlay folder (--overlay), Akkoma's instance/static/, or an unpacked Murmur package`,
    );
  const file = path.join(site, 'static', 'remotes.json');
  if (!existsSync(file)) {
    if (!create) throw new Error(`${site} has no static/remotes.json: nothing was deployed there`);
    // An operator's file names only what it changes (decision 0110): an empty one changes nothing.
    mkdirSync(path.dirname(file), { recursive: true });
    writeJson(file, { remotes: {}, slots: {} });
  }
  return file;
}

/**
 * Copies `dist` into the site and points remotes.json at it.
 * @returns {{ container: string, url: string, label: string }}
 */
export function deploy({ site, dist, slots = {}, label, version = '0.0.0' }) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dist} has no mf-manifest.json: build the remote first`);
  const container = readJson(manifestFile).name;
  const hash = createHash('sha256')
    .update(readFileSync(manifestFile))
    .update(readFileSync(path.join(dist, 'remoteEntry.js')))
    .digest('hex')
    .slice(0, 8);
  const folder = label ?? `${version}-${hash}`;
  if (!/^[\w.-]+$/.test(folder)) throw new Error(`label ${folder} must be letters, digits, '.', '_' or '-'`);
  const remotesFile = remotesFileOf(site, { create: true });
  const target = path.join(folderOf(site, container), folder);
  cpSync(dist, target, {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json',
  });
  const remotes = readJson(remotesFile);
  const url = `/${REMOTES_FOLDER.join('/')}/${container}/${folder}/mf-manifest.json`;
  const slotValues = Object.fromEntries(
    Object.entries(slots).map(([slot, module]) => [slot, `${container}/${module}`]),
  );
  const historyFile = historyOf(site, container);
  const history = existsSync(historyFile) ? readJson(historyFile) : [];
  history.push({
    label: folder,
    replaced: {
      remote: remotes.remotes?.[container] ?? null,
      slots: Object.fromEntries(Object.keys(slotValues).map((slot) => [slot, remotes.slots?.[slot] ?? null])),
    },
  });
  remotes.remotes = { ...remotes.remotes, [container]: url };
  remotes.slots = { ...remotes.slots, ...slotValues };
  writeJson(remotesFile, remotes);
  mkdirSync(path.dirname(historyFile), { recursive: true });
  writeJson(historyFile, history);
  return { container, url, label: folder };
}

/**
 * Undoes the container's last deployment: remotes.json gets back what it replaced (an entry that
 * did not exist is removed, so the stock screen shows again). The build's folder stays on disk.
 * @returns {{ container: string, label: string, remote: string | null }}
 */
export function rollback({ site, container }) {
  const current = historyOf(site, container);
  const historyFile = existsSync(current) ? current : earlierHistoryOf(site, container);
  const history = existsSync(historyFile) ? readJson(historyFile) : [];
  const last = history.pop();
  if (!last) throw new Error(`${container} has no deployment to roll back in ${site}`);
  const remotesFile = remotesFileOf(site);
  const remotes = readJson(remotesFile);
  const restore = (table, key, value) => {
    if (value === null) delete table[key];
    else table[key] = value;
  };
  remotes.remotes ??= {};
  remotes.slots ??= {};
  restore(remotes.remotes, container, last.replaced.remote);
  for (const [slot, value] of Object.entries(last.replaced.slots)) restore(remotes.slots, slot, value);
  writeJson(remotesFile, remotes);
  writeJson(historyFile, history);
  return { container, label: last.label, remote: last.replaced.remote };
}
