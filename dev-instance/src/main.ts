#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { REGISTRATION_MODES, type RegistrationMode } from './config';
import { FLAVOURS, type Flavour } from './options';
import { createDevInstance } from './server';

const USAGE = `murmur dev instance: a local Akkoma-compatible server

  --port N             port (default 4000, env DEV_INSTANCE_PORT)
  --host H             listen address (default 127.0.0.1; set explicitly to listen elsewhere)
  --size small|large   seeded world size (default small; large has >= 10,000 statuses)
  --seed N             seed of the generated world (default 42, env DEV_INSTANCE_SEED)
  --replay-rate N      new posts per minute replayed into the world (default 0)
  --data-dir DIR       folder for uploads (default: a new temporary folder)
  --registrations M    open|closed|invite|approval|email-confirmation|captcha (default open)
  --flavour F          akkoma|mastodon|minimal (default akkoma, env DEV_INSTANCE_FLAVOUR)
  --public-url URL     the server's own address (default http://<host>:<port>)
  --log                log every request
`;

// `pnpm start -- --port 4000` may hand the separator through; it is not an argument.
const argv = process.argv.slice(2);
if (argv[0] === '--') argv.shift();

const { values } = parseArgs({
  args: argv,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    size: { type: 'string' },
    seed: { type: 'string' },
    'replay-rate': { type: 'string' },
    'data-dir': { type: 'string' },
    registrations: { type: 'string' },
    log: { type: 'boolean' },
    flavour: { type: 'string' },
    'public-url': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
});

if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const env = process.env;
const number = (v: string | undefined, name: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) {
    process.stderr.write(`invalid ${name}: ${v}\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const size = values.size ?? env.DEV_INSTANCE_SIZE ?? 'small';
if (size !== 'small' && size !== 'large') {
  process.stderr.write(`invalid --size: ${size}\n${USAGE}`);
  process.exit(2);
}
const registrations = (values.registrations ?? env.DEV_INSTANCE_REGISTRATIONS ?? 'open') as RegistrationMode;
if (!REGISTRATION_MODES.includes(registrations)) {
  process.stderr.write(`invalid --registrations: ${registrations}\n${USAGE}`);
  process.exit(2);
}

const flavour = (values.flavour ?? env.DEV_INSTANCE_FLAVOUR ?? 'akkoma') as Flavour;
if (!FLAVOURS.includes(flavour)) {
  process.stderr.write(`invalid --flavour: ${flavour}\n${USAGE}`);
  process.exit(2);
}

const running = await createDevInstance({
  flavour,
  publicUrl: values['public-url'] ?? env.DEV_INSTANCE_PUBLIC_URL,
  port: number(values.port ?? env.DEV_INSTANCE_PORT, 'port') ?? 4000,
  host: values.host ?? env.DEV_INSTANCE_HOST ?? '127.0.0.1',
  size,
  seed: number(values.seed ?? env.DEV_INSTANCE_SEED, 'seed') ?? 42,
  replayRate: number(values['replay-rate'] ?? env.DEV_INSTANCE_REPLAY_RATE, 'replay-rate') ?? 0,
  dataDir: values['data-dir'] ?? env.DEV_INSTANCE_DATA_DIR,
  registrations,
  logger: values.log ?? false,
});
process.stdout.write(`dev instance listening on ${running.url}\n`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
