import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;

export interface InstalledPackage {
  /** A temporary folder holding everything below. */
  workDir: string;
  zipFile: string;
  /** Akkoma's instance/static/. */
  instanceStatic: string;
  /** instance/static/frontends/murmur/<version>/, where the zip was unpacked. */
  frontendDir: string;
}

/** Packages the current builds (`npm run package` without building) and installs the zip as an operator does. */
export async function installPackage(): Promise<InstalledPackage> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'murmur-akkoma-'));
  execFileSync('node', ['scripts/package.mjs', '--no-build', '--no-tarballs', '--out', workDir], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const zipFile = path.join(workDir, `murmur-${VERSION}.zip`);
  const instanceStatic = path.join(workDir, 'instance/static');
  const frontendDir = path.join(instanceStatic, 'frontends/murmur', VERSION);
  mkdirSync(frontendDir, { recursive: true });
  const { unzipTo } = (await import(path.join(ROOT, 'scripts/zip.mjs'))) as {
    unzipTo: (zip: string, dir: string) => void;
  };
  unzipTo(zipFile, frontendDir);
  return { workDir, zipFile, instanceStatic, frontendDir };
}

/** Runs one of Murmur's scripts (scripts/<name>.mjs) from the repository root; returns its output. */
export function runScript(name: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('node', [`scripts/${name}.mjs`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** Builds a package with its own command (pnpm --filter <name> build), with extra environment. */
export function buildPackage(name: string, env: Record<string, string> = {}): void {
  execFileSync('pnpm', ['--filter', name, 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}
