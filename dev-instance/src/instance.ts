import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CaptchaStore } from './auth/captcha';
import { defaultConfig, type InstanceConfig } from './config';
import type { ResolvedOptions } from './options';
import { PushDelivery } from './push/delivery';
import { seedWorld } from './seed/index';
import { EventHub } from './world/events';
import type { UploadedFile } from './world/types';
import { World } from './world/world';

/**
 * The running instance: options, config and the current world. `reset()` swaps in a freshly
 * seeded world; the event hub stays, so open streaming sockets keep working.
 */
export class DevInstance {
  readonly hub = new EventHub();
  readonly config: InstanceConfig;
  readonly dataDir: string;
  /** A temporary folder made here is removed on close; a given one is left alone. */
  private readonly ownsDataDir: boolean;
  world: World;
  /** Uploaded files by attachment id; they outlive a reset only on disk. */
  readonly uploads = new Map<string, UploadedFile>();
  readonly captcha = new CaptchaStore();
  /** "METHOD /path/:param" of every route, for coverage reports. */
  readonly routes: string[] = [];
  /** Recent password-reset requests, for the 429 throttle. */
  readonly passwordResets: number[] = [];
  /** Sends Web Push messages for new notifications to the subscriptions that asked for them. */
  readonly push: PushDelivery;

  constructor(readonly options: ResolvedOptions) {
    this.config = defaultConfig(options.registrations);
    this.ownsDataDir = options.dataDir === undefined;
    this.dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'murmur-dev-instance-'));
    this.world = this.seed();
    this.push = new PushDelivery(this);
  }

  private seed(): World {
    const world = new World(this.hub);
    seedWorld(world, { seed: this.options.seed, size: this.options.size, now: this.options.now });
    return world;
  }

  dispose(): void {
    if (this.ownsDataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  reset(): void {
    this.world = this.seed();
    Object.assign(this.config, defaultConfig(this.options.registrations));
    this.captcha.clear();
    this.passwordResets.length = 0;
  }
}
