import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FlavouredServer {
  /** The gateway's origin: Murmur, with the flavoured dev instance behind it. */
  origin: string;
  /** The dev instance's own origin (where its sign-in pages live). */
  serverOrigin: string;
  close: () => Promise<void>;
}

function start(args: string[], readyUrl: string): Promise<ChildProcess> {
  // Its own process group, so closing it also ends the tsx process pnpm started.
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
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

function stop(child: ChildProcess): Promise<void> {
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

/**
 * A dev instance of another flavour (`--flavour mastodon|minimal`) with a gateway of its own in
 * front of it, for the journeys that prove Murmur on servers other than Akkoma.
 */
export async function startFlavouredServer(
  flavour: string,
  gatewayPort: number,
  instancePort: number,
): Promise<FlavouredServer> {
  const serverOrigin = `http://127.0.0.1:${instancePort}`;
  const origin = `http://localhost:${gatewayPort}`;
  const instance = await start(
    ['--filter', '@murmur/dev-instance', 'start', '--port', String(instancePort), '--flavour', flavour],
    `${serverOrigin}/api/v2/instance`,
  );
  const gateway = await start(
    ['--filter', '@murmur/gateway', 'start', '--port', String(gatewayPort), '--backend', serverOrigin],
    `${origin}/static/remotes.json`,
  );
  return {
    origin,
    serverOrigin,
    close: async () => {
      await stop(gateway);
      await stop(instance);
    },
  };
}
