// `murmur-remote create <dir>`: a new remote's repository, outside any workspace: package.json
// depending on @murmur/shared and @murmur/remote-kit by version, one screen (the About page's
// slot), its catalogue, a unit test and a browser test against a released shell.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const starterDir = path.join(kitDir, 'starter');
const kitPackage = JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8'));

/**
 * The versions a new remote depends on: the contract this kit was released with, and the
 * libraries the shell shares (the same versions the shell is built with, kept equal by a test).
 */
export const STARTER_VERSIONS = kitPackage.murmur.starter;

const fill = (text, values) => text.replace(/__([A-Za-z@/_-]+?)__/g, (all, key) => values[key] ?? all);

/**
 * Writes the starter into `dir` (which must not exist or be empty).
 * @param {{ dir: string, name?: string, container?: string }} options
 * @returns {{ dir: string, packageName: string, container: string }}
 */
export function createRemote({ dir, name, container }) {
  const target = path.resolve(dir);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    throw new Error(`${dir} already exists and is not an empty folder`);
  const base = path.basename(target).toLowerCase();
  const packageName = name ?? base.replace(/[^a-z0-9._-]+/g, '-');
  const containerName = container ?? base.replace(/[^a-z0-9]+/g, '_').replace(/^(?=[0-9_])/, 'r');
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(containerName))
    throw new Error(`container name "${containerName}" must be letters, digits and _`);
  const values = {
    ...STARTER_VERSIONS,
    PACKAGE: packageName,
    CONTAINER: containerName,
    CONTRACT_VERSION: STARTER_VERSIONS['@murmur/shared'],
    KIT_VERSION: kitPackage.version,
    SHELL_VERSION: kitPackage.murmur.shell,
  };
  cpSync(starterDir, target, { recursive: true });
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      writeFileSync(file, fill(readFileSync(file, 'utf8'), values));
      if (entry.name === 'gitignore.template') renameSync(file, path.join(folder, '.gitignore'));
      else if (entry.name.endsWith('.template')) renameSync(file, file.slice(0, -'.template'.length));
    }
  };
  walk(target);
  return { dir: target, packageName, container: containerName };
}
