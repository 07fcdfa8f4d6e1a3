import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs `pnpm <args>` from the repository root and resolves once `readyUrl` answers 200 (within a
 * minute). `detached` puts it in its own process group, so `stopServer` also ends what pnpm started.
 */
export function startServer(args: string[], readyUrl: string, detached = false): Promise<ChildProcess> {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() - started > 60_000) return reject(new Error(`${readyUrl} did not come up`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** Ends a server started with `detached`, and its children. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}
