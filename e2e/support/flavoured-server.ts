import { startServer, stopServer } from './start-server';

export interface FlavouredServer {
  /** The gateway's origin: Murmur, with the flavoured dev instance behind it. */
  origin: string;
  /** The dev instance's own origin (where its sign-in pages live). */
  serverOrigin: string;
  close: () => Promise<void>;
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
  const instance = await startServer(
    ['--filter', '@murmur/dev-instance', 'start', '--port', String(instancePort), '--flavour', flavour],
    `${serverOrigin}/api/v2/instance`,
    true,
  );
  const gateway = await startServer(
    ['--filter', '@murmur/gateway', 'start', '--port', String(gatewayPort), '--backend', serverOrigin],
    `${origin}/static/remotes.json`,
    true,
  );
  return {
    origin,
    serverOrigin,
    close: async () => {
      await stopServer(gateway);
      await stopServer(instance);
    },
  };
}
