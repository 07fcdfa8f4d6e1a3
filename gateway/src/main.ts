import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGateway } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE_NAMES = ['timelines', 'composer', 'profiles', 'settings', 'moderation'];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    backend: { type: 'string', default: process.env.MURMUR_BACKEND ?? 'http://127.0.0.1:4000' },
    overlay: { type: 'string', default: process.env.MURMUR_OVERLAY },
    // Another folder laid out like the repository (shell/dist, remotes/<name>/dist): benchmarks
    // serve an earlier build beside the current one with it.
    builds: { type: 'string', default: process.env.MURMUR_BUILDS },
    // 'off': the landing pages carry no embedded start-up data (the journeys that replace the
    // server's answers in the browser need the client to ask them itself).
    'start-up-data': { type: 'string', default: process.env.MURMUR_START_UP_DATA ?? 'on' },
    // 'off': files and replies as they are (a proxy in front that compresses, or a before/after
    // measure of the compression itself).
    compression: { type: 'string', default: process.env.MURMUR_COMPRESSION ?? 'on' },
  },
});
const builds = values.builds ? path.resolve(values.builds) : root;

const app = await createGateway({
  shellDir: path.join(builds, 'shell/dist'),
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(builds, 'remotes', name, 'dist')])),
  backend: values.backend,
  startUpData: values['start-up-data'] !== 'off',
  compression: values.compression !== 'off',
  ...(values.overlay ? { overlayDir: path.resolve(values.overlay) } : {}),
});

await app.listen({ port: Number(values.port), host: values.host });
console.log(`Murmur is at http://localhost:${values.port} (server: ${values.backend})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
