import type { FastifyInstance } from 'fastify';
import { REGISTRATION_MODES, type RegistrationMode, WEB_PUSH_MODES, type WebPushMode } from '../config';
import type { DevInstance } from '../instance';
import { ApiError } from '../util/errors';
import { bool, int, str } from '../util/params';
import { paramsOf } from '../util/request';

/**
 * Development-only endpoints under /__dev/: health, run-time settings and captcha answers here;
 * faults, sockets and reset in faults/. All of /__dev/ answers loopback callers only.
 */
export function devRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/__dev/health', async () => ({
    ok: true,
    seed: inst.options.seed,
    size: inst.options.size,
    accounts: inst.world.accounts.size,
    statuses: inst.world.statuses.size,
    seededAt: new Date(inst.options.now).toISOString(),
  }));

  // Instance settings that journeys need to switch at run time; /__dev/reset restores them.
  const settings = () => ({
    registrations: inst.config.registrationMode,
    mailerEnabled: inst.config.mailerEnabled,
    maxTootChars: inst.config.maxTootChars,
    uploadLimit: inst.config.uploadLimit,
    passwordResetPerMinute: inst.config.passwordResetPerMinute,
    webPush: inst.config.webPush,
  });
  app.get('/__dev/config', async () => settings());
  app.post('/__dev/config', async (req) => {
    const p = paramsOf(req);
    const mode = str(p, 'registrations');
    if (mode !== undefined) {
      if (!REGISTRATION_MODES.includes(mode as RegistrationMode))
        throw new ApiError(400, `registrations must be one of ${REGISTRATION_MODES.join(', ')}`);
      inst.config.registrationMode = mode as RegistrationMode;
    }
    const push = str(p, 'webPush');
    if (push !== undefined) {
      if (!WEB_PUSH_MODES.includes(push as WebPushMode))
        throw new ApiError(400, `webPush must be one of ${WEB_PUSH_MODES.join(', ')}`);
      inst.config.webPush = push as WebPushMode;
    }
    const mailer = bool(p, 'mailerEnabled');
    if (mailer !== undefined) inst.config.mailerEnabled = mailer;
    for (const key of ['maxTootChars', 'uploadLimit', 'passwordResetPerMinute'] as const) {
      const n = int(p, key);
      if (n !== undefined) {
        if (n < 0) throw new ApiError(400, `${key} must not be negative`);
        inst.config[key] = n;
      }
    }
    return settings();
  });

  // The Web Push messages sent lately (where to, for which notification, the push service's answer).
  app.get('/__dev/push', async () => ({ attempts: inst.push.attempts }));

  app.get('/__dev/captcha', async () => ({ pending: inst.captcha.pending() }));
}
