// Deploying a remote's build beside a released Murmur (an unpacked package, on Akkoma or behind
// the gateway), and rolling it back. The build goes to <site>/remotes/<container>/<label>/ and the
// site's static/remotes.json gains the container and the slots it fills; nothing else is touched.
// Each deployment records what it replaced in <site>/remotes/<container>/deployments.json, so
// `rollback` puts exactly that back.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

function remotesFileOf(site) {
  const file = path.join(site, 'static', 'remotes.json');
  if (!existsSync(file))
    throw new Error(`${site} has no static/remotes.json: give the folder a released Murmur is served from`);
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
  const target = path.join(site, 'remotes', container, folder);
  cpSync(dist, target, {
    recursive: true,
    filter: (source) => !source.endsWith('.map') && path.basename(source) !== 'mf-stats.json',
  });
  const remotesFile = remotesFileOf(site);
  const remotes = readJson(remotesFile);
  const url = `/remotes/${container}/${folder}/mf-manifest.json`;
  const slotValues = Object.fromEntries(
    Object.entries(slots).map(([slot, module]) => [slot, `${container}/${module}`]),
  );
  const historyFile = path.join(site, 'remotes', container, 'deployments.json');
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
  const historyFile = path.join(site, 'remotes', container, 'deployments.json');
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
