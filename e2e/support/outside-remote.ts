import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './package-install';

/**
 * An outside team's remote, as the starter writes it, in a folder outside the workspace and with
 * its dependencies from npm: the contract and the kit from their tarballs, everything else from the
 * registry. npm keeps its downloads in one cache for all runs (MURMUR_NPM_CACHE, or npm's own), so
 * only the first install on a machine downloads anything.
 */
export interface OutsideRemote {
  dir: string;
  container: string;
  /** Runs one of the remote's npm scripts (or `npm <args>`), returning its output. */
  npm(args: string[], env?: Record<string, string>): string;
}

const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

function npmIn(dir: string) {
  return (args: string[], env: Record<string, string> = {}) => {
    try {
      return run(args, env);
    } catch (error) {
      // What the command printed says why it failed (a test's report, a build error).
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`npm ${args.join(' ')} failed in ${dir}:\n${stdout}\n${stderr}`);
    }
  };
  function run(args: string[], env: Record<string, string>) {
    return execFileSync('npm', args, {
      cwd: dir,
      env: {
        ...process.env,
        ...(process.env.MURMUR_NPM_CACHE ? { npm_config_cache: process.env.MURMUR_NPM_CACHE } : {}),
        ...env,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 600_000,
    });
  }
}

/** Packs @murmur/shared and @murmur/remote-kit as `npm run package` does; returns the tarballs. */
export async function packTarballs(out: string): Promise<string[]> {
  const { packPackages } = (await import(path.join(ROOT, 'scripts/pack-packages.mjs'))) as {
    packPackages: (out: string) => string[];
  };
  return packPackages(out);
}

/** Writes the starter into `<workDir>/<name>` with the workspace's own create command. */
export function createStarter(workDir: string, name: string): { dir: string; container: string } {
  const dir = path.join(workDir, name);
  execFileSync('node', ['scripts/create-remote.mjs', dir], { cwd: ROOT, stdio: 'ignore' });
  return { dir, container: name.replace(/[^a-z0-9]+/g, '_') };
}

/** A copy of a written starter (without its dependencies) in another folder. */
export function copyStarter(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (['node_modules', 'dist', 'package-lock.json'].includes(entry)) continue;
    cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
}

/** Installs the remote's dependencies with npm: `tarballs` for Murmur's packages, the rest from the registry. */
export function installWithNpm(dir: string, container: string, tarballs: string[]): OutsideRemote {
  if (!existsSync(path.join(dir, 'package.json'))) throw new Error(`${dir} is not a remote's folder`);
  const npm = npmIn(dir);
  rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  npm(['install', ...NPM_FLAGS, ...tarballs]);
  return { dir, container, npm };
}

export const temporaryFolder = () => path.join(os.tmpdir(), `murmur-outside-${process.pid}-${Date.now()}`);

/** The released tarballs kept in releases/ for one version (contract and kit). */
export function keptRelease(version: string): string[] {
  const dir = path.join(ROOT, 'releases');
  const files = [`murmur-shared-${version}.tgz`, `murmur-remote-kit-${version}.tgz`].map((f) =>
    path.join(dir, f),
  );
  for (const file of files) if (!existsSync(file)) throw new Error(`${file} is not kept in releases/`);
  return files;
}

/** The versions kept in releases/, oldest first. */
export function keptVersions(): string[] {
  const versions = readdirSync(path.join(ROOT, 'releases'))
    .map((f) => f.match(/^murmur-shared-(\d+\.\d+\.\d+)\.tgz$/)?.[1])
    .filter((v): v is string => Boolean(v));
  const key = (v: string) =>
    v
      .split('.')
      .map((n) => n.padStart(6, '0'))
      .join('.');
  return versions.sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The contract's tarball relabelled as another version (a future major, say): the same files with
 * `version` changed in its package.json, packed again with npm.
 */
export function relabelledTarball(tarball: string, version: string, out: string): string {
  const unpacked = path.join(out, `relabel-${version}`);
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const manifestFile = path.join(unpacked, 'package', 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  const name = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--pack-destination', out, '--loglevel=error'],
    {
      cwd: path.join(unpacked, 'package'),
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n')
    .pop();
  return path.join(out, name ?? '');
}
