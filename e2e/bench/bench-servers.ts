// The dev instance and the gateway for a bench run, on the journeys' port variables (so a bench
// can run beside them) with defaults of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEV_PORT = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4200);
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8280);
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
export const BASE = `http://localhost:${GATEWAY_PORT}`;

export function startServer(args: string[], readyUrl: string): Promise<ChildProcess> {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** Starts both servers; the caller kills what it gets back when done. */
export async function startBenchServers(): Promise<ChildProcess[]> {
  const servers: ChildProcess[] = [];
  servers.push(
    await startServer(
      ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT)],
      `${DEV_URL}/api/v1/instance`,
    ),
  );
  servers.push(
    await startServer(
      ['--filter', '@murmur/gateway', 'start', '--port', String(GATEWAY_PORT), '--backend', DEV_URL],
      `${BASE}/static/remotes.json`,
    ),
  );
  return servers;
}
