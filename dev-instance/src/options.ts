import type { RegistrationMode } from './config';

/**
 * How the server behaves: `akkoma` (the default, an Akkoma server), `mastodon` (a Mastodon 4.3
 * server: no Pleroma paths or fields, Mastodon's scopes, OAuth metadata) or `minimal` (a small
 * single-user server: Mastodon's API with no admin scope, no password grant, timelines for
 * signed-in users only, no streaming, notification ids with slashes, its sign-in page outside
 * /oauth/). See the README's 'Flavours'.
 */
export type Flavour = 'akkoma' | 'mastodon' | 'minimal';
export const FLAVOURS: readonly Flavour[] = ['akkoma', 'mastodon', 'minimal'];

export interface DevInstanceOptions {
  flavour?: Flavour;
  /** The server's own address (its sign-in pages); default http://<host>:<port bound>. */
  publicUrl?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** Loopback only unless explicitly given. */
  host?: string;
  size?: 'small' | 'large';
  seed?: number;
  /** New posts per minute replayed into the world so timelines move; 0 turns it off. */
  replayRate?: number;
  /** Folder for uploads; a fresh temporary folder when not given. */
  dataDir?: string;
  /** The moment the seeded history ends (ms). Defaults to the start of the current hour. */
  now?: number;
  registrations?: RegistrationMode;
  /** Log requests to stdout. */
  logger?: boolean;
}

export interface ResolvedOptions {
  flavour: Flavour;
  publicUrl: string | undefined;
  port: number;
  host: string;
  size: 'small' | 'large';
  seed: number;
  replayRate: number;
  dataDir: string | undefined;
  now: number;
  registrations: RegistrationMode;
  logger: boolean;
}

const HOUR = 3_600_000;

export function resolveOptions(o: DevInstanceOptions): ResolvedOptions {
  return {
    flavour: o.flavour ?? 'akkoma',
    publicUrl: o.publicUrl,
    port: o.port ?? 4000,
    host: o.host ?? '127.0.0.1',
    size: o.size ?? 'small',
    seed: o.seed ?? 42,
    replayRate: o.replayRate ?? 0,
    dataDir: o.dataDir,
    // Anchored to the hour so two instances started close together seed the same world.
    now: o.now ?? Math.floor(Date.now() / HOUR) * HOUR,
    registrations: o.registrations ?? 'open',
    logger: o.logger ?? false,
  };
}
