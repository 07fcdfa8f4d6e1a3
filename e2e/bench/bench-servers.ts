// The dev instance and the gateway for a bench run, on the journeys' port variables (so a bench
// can run beside them) with defaults of its own.
import type { ChildProcess } from 'node:child_process';
import { startServer } from '../support/start-server';

export const DEV_PORT = Number(process.env.E2E_DEV_INSTANCE_PORT ?? 4200);
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8280);
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
export const BASE = `http://localhost:${GATEWAY_PORT}`;

/**
 * Starts both servers, each in its own process group; the caller ends them with `stopServer` (which
 * also ends the tsx process pnpm started) or kills what it gets back when done.
 */
export async function startBenchServers(): Promise<ChildProcess[]> {
  const servers: ChildProcess[] = [];
  servers.push(
    await startServer(
      ['--filter', '@murmur/dev-instance', 'start', '--port', String(DEV_PORT)],
      `${DEV_URL}/api/v1/instance`,
      true,
    ),
  );
  servers.push(
    await startServer(
      ['--filter', '@murmur/gateway', 'start', '--port', String(GATEWAY_PORT), '--backend', DEV_URL],
      `${BASE}/static/remotes.json`,
      true,
    ),
  );
  return servers;
}
