import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_USAGE, type GatewayCommand, parseGatewayCommand, startUpLines } from './cli';
import { createGateway } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE_NAMES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];

let command: GatewayCommand | 'help';
try {
  command = parseGatewayCommand(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[gateway] ${error instanceof Error ? error.message : String(error)}\n\n${GATEWAY_USAGE}`);
  process.exit(2);
}
if (command === 'help') {
  console.log(GATEWAY_USAGE);
  process.exit(0);
}
const builds = command.builds ? path.resolve(command.builds) : root;
const overlayDir = command.overlay ? path.resolve(command.overlay) : undefined;
if (overlayDir && !(existsSync(overlayDir) && statSync(overlayDir).isDirectory())) {
  console.error(`[gateway] --overlay ${command.overlay}: no such folder`);
  process.exit(2);
}

const app = await createGateway({
  shellDir: path.join(builds, 'shell/dist'),
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(builds, 'remotes', name, 'dist')])),
  backend: command.backend,
  remoteOrigins: command.remoteOrigins,
  ...(overlayDir ? { overlayDir } : {}),
  startUpData: command.startUpData,
  compression: command.compression,
});

await app.listen({ port: command.port, host: command.host });
for (const line of startUpLines(command, overlayDir)) console.log(line);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
