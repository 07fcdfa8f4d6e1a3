import type { RegistrationMode } from './config';

export interface DevInstanceOptions {
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
