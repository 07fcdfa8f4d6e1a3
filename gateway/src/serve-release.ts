import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAkkomaStatic } from './release-server';

// Serves an unpacked release package as Akkoma serves its primary frontend (release-server.ts):
// the way to try a remote against a released Murmur without this repository's test folder.

export const SERVE_RELEASE_USAGE = `Serves an unpacked Murmur package (murmur-<version>.zip) as Akkoma serves it, under Akkoma's
Content-Security-Policy, with the server's API behind the same origin.

Usage: node scripts/serve-release.mjs <unpacked package> --backend <url> [options]

Options:
  --backend <url>   The Akkoma/Pleroma server the API calls go to (MURMUR_BACKEND), e.g.
                    http://127.0.0.1:4000 (the dev instance) or https://akkoma.example
  --overlay <dir>   The instance's own static folder (Akkoma's instance/static/): its files win
                    over the package's, e.g. <dir>/static/remotes.json and <dir>/operator/...
  --port <port>     Port to listen on (PORT; default 8080)
  --host <host>     Address to listen on (HOST; default 127.0.0.1)
  -h, --help        Show this and exit`;

function isFolder(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      backend: { type: 'string', default: process.env.MURMUR_BACKEND },
      overlay: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    },
  });
  if (values.help) {
    console.log(SERVE_RELEASE_USAGE);
    return;
  }
  const [folder] = positionals;
  if (!folder || !values.backend) throw new Error('a package folder and --backend are needed');
  const frontendDir = path.resolve(folder);
  if (!existsSync(path.join(frontendDir, 'index.html')))
    throw new Error(`${folder} has no index.html: unpack murmur-<version>.zip there first`);
  const overlay = values.overlay ? path.resolve(values.overlay) : undefined;
  if (overlay && !isFolder(overlay)) throw new Error(`--overlay ${values.overlay}: no such folder`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port}: not a port`);
  const server = await startAkkomaStatic({
    frontendDir,
    backend: new URL(values.backend).toString(),
    ...(overlay ? { instanceStaticDir: overlay } : {}),
    port,
    host: values.host,
  });
  console.log(`Murmur ${frontendDir} is at ${server.url} (server: ${values.backend})`);
  if (overlay) console.log(`Overlay in use: files in ${overlay} win over the package's`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(
    `[serve-release] ${error instanceof Error ? error.message : String(error)}\n\n${SERVE_RELEASE_USAGE}`,
  );
  process.exit(2);
});
