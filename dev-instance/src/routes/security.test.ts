import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance, tokenFor } from '../test-support';

let inst: RunningInstance;
let appToken: string;

beforeAll(async () => {
  inst = await startTestInstance();
  const app = (
    await api(inst.url, '/api/v1/apps', {
      form: { client_name: 'reg', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' },
    })
  ).body;
  appToken = (
    await api(inst.url, '/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret },
    })
  ).body.access_token;
});
afterAll(async () => {
  await inst.close();
});

const register = (json: Record<string, unknown>, token: string | null = appToken) =>
  api(inst.url, '/api/v1/accounts', { token: token ?? undefined, json });

describe('registration', () => {
  it('needs an app token and registers in open mode', async () => {
    expect(
      (
        await register(
          { nickname: 'freshface', email: 'n@x.test', password: 'long-enough', agreement: true },
          null,
        )
      ).status,
    ).toBe(403);
    const res = await register({
      nickname: 'freshface',
      email: 'n@x.test',
      password: 'long-enough',
      agreement: true,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    const me = await api(inst.url, '/api/v1/accounts/verify_credentials', { token: res.body.access_token });
    expect(me.body.acct).toBe('freshface');
  });

  it('reports field errors as Pleroma does', async () => {
    const res = await register({ nickname: 'alice', email: 'bad', password: 'x' });
    expect(res.status).toBe(400);
    const errors = JSON.parse(res.body.error);
    expect(errors.nickname).toEqual(['has already been taken']);
    expect(errors.email).toEqual(['has invalid format']);
    expect(errors.password[0]).toMatch(/at least/);
    expect(
      JSON.parse((await register({ nickname: 'main', password: 'long-enough' })).body.error).nickname,
    ).toEqual(['is reserved']);
  });

  it('follows the configured mode', async () => {
    const config = inst.instance.config;
    config.registrationMode = 'closed';
    expect((await register({ nickname: 'c1', password: 'long-enough' })).status).toBe(403);
    config.registrationMode = 'approval';
    expect((await register({ nickname: 'a1', password: 'long-enough' })).status).toBe(400);
    const pending = await register({ nickname: 'a1', password: 'long-enough', reason: 'I bake' });
    expect(pending.body.identifier).toBe('awaiting_approval');
    config.registrationMode = 'email-confirmation';
    const unconfirmed = await register({ nickname: 'e1', email: 'e1@x.test', password: 'long-enough' });
    expect(unconfirmed.body.identifier).toBe('missing_confirmed_email');
    config.registrationMode = 'invite';
    expect((await register({ nickname: 'i1', password: 'long-enough' })).status).toBe(400);
    expect((await register({ nickname: 'i1', password: 'long-enough', token: 'murmur-invite' })).status).toBe(
      200,
    );
    config.registrationMode = 'captcha';
    const captcha = await api(inst.url, '/api/pleroma/captcha');
    expect(captcha.body.type).toBe('native');
    expect(
      (
        await register({
          nickname: 'k1',
          password: 'long-enough',
          captcha_token: captcha.body.token,
          captcha_solution: 'nope',
        })
      ).status,
    ).toBe(400);
    const fresh = await api(inst.url, '/api/v1/pleroma/captcha');
    const answer = (await api(inst.url, '/__dev/captcha')).body.pending.find(
      (p: { token: string }) => p.token === fresh.body.token,
    ).answer;
    expect(
      (
        await register({
          nickname: 'k1',
          password: 'long-enough',
          captcha_token: fresh.body.token,
          captcha_solution: answer,
        })
      ).status,
    ).toBe(200);
    config.registrationMode = 'open';
    const info = await api(inst.url, '/api/v1/instance');
    expect(info.body.registrations).toBe(true);
  });

  it('pending accounts cannot log in until approved', async () => {
    const app = (
      await api(inst.url, '/api/v1/apps', {
        form: { client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
      })
    ).body;
    const login = () =>
      api(inst.url, '/oauth/token', {
        form: {
          grant_type: 'password',
          client_id: app.client_id,
          client_secret: app.client_secret,
          username: 'a1',
          password: 'long-enough',
        },
      });
    expect((await login()).body.identifier).toBe('awaiting_approval');
    await api(inst.url, '/api/v1/pleroma/admin/users/approve', {
      method: 'PATCH',
      token: tokenFor(inst, 'admin'),
      json: { nicknames: ['a1'] },
    });
    expect((await login()).status).toBe(200);
  });
});

describe('account security', () => {
  it('changes password and email', async () => {
    const t = tokenFor(inst, 'dave');
    expect(
      (
        await api(inst.url, '/api/pleroma/change_password', {
          token: t,
          form: { password: 'wrong', new_password: 'x', new_password_confirmation: 'x' },
        })
      ).body,
    ).toEqual({
      error: 'Invalid password.',
    });
    const ok = await api(inst.url, '/api/pleroma/change_password', {
      token: t,
      form: {
        password: 'murmur-demo',
        new_password: 'new-password-1',
        new_password_confirmation: 'new-password-1',
      },
    });
    expect(ok.body).toEqual({ status: 'success' });
    expect(
      (
        await api(inst.url, '/api/pleroma/change_email', {
          token: t,
          form: { password: 'new-password-1', email: 'dave@new.test' },
        })
      ).body,
    ).toEqual({ status: 'success' });
  });

  it('sets up, confirms and disables TOTP', async () => {
    const t = tokenFor(inst, 'erin');
    expect((await api(inst.url, '/api/pleroma/accounts/mfa', { token: t })).body).toEqual({
      settings: { enabled: false, totp: false },
    });
    const setup = await api(inst.url, '/api/pleroma/accounts/mfa/setup/totp', { token: t });
    expect(setup.body.provisioning_uri).toContain('otpauth://totp/');
    const bad = await api(inst.url, '/api/pleroma/accounts/mfa/confirm/totp', {
      token: t,
      form: { password: 'murmur-demo', code: '000000' },
    });
    expect(bad.status).toBe(422);
    const code = await generate({ secret: setup.body.key });
    const ok = await api(inst.url, '/api/pleroma/accounts/mfa/confirm/totp', {
      token: t,
      form: { password: 'murmur-demo', code },
    });
    expect(ok.status).toBe(200);
    expect((await api(inst.url, '/api/pleroma/accounts/mfa', { token: t })).body.settings.totp).toBe(true);
    const codes = await api(inst.url, '/api/pleroma/accounts/mfa/backup_codes', { token: t });
    expect(codes.body.codes).toHaveLength(5);
    await api(inst.url, '/api/pleroma/accounts/mfa/totp', {
      method: 'DELETE',
      token: t,
      form: { password: 'murmur-demo' },
    });
    expect((await api(inst.url, '/api/pleroma/accounts/mfa', { token: t })).body.settings.totp).toBe(false);
  });

  it('aliases and moving an account', async () => {
    const grace = tokenFor(inst, 'grace');
    const carol = tokenFor(inst, 'carol');
    await api(inst.url, '/api/pleroma/aliases', { method: 'PUT', token: grace, json: { alias: 'carol' } });
    expect((await api(inst.url, '/api/pleroma/aliases', { token: grace })).body).toEqual({
      aliases: [`${inst.url}/users/carol`],
    });
    const refused = await api(inst.url, '/api/pleroma/move_account', {
      token: carol,
      form: { password: 'murmur-demo', target_account: 'bob' },
    });
    expect(refused.status).toBe(400);
    const moved = await api(inst.url, '/api/pleroma/move_account', {
      token: carol,
      form: { password: 'murmur-demo', target_account: 'grace' },
    });
    expect(moved.body).toEqual({ status: 'success' });
    expect((await api(inst.url, '/api/v1/accounts/carol')).body.moved.acct).toBe('grace');
    await api(inst.url, '/api/pleroma/aliases', { method: 'DELETE', token: grace, json: { alias: 'carol' } });
    expect((await api(inst.url, '/api/pleroma/aliases', { token: grace })).body).toEqual({ aliases: [] });
  });

  it('backups, imports, mascot, notification settings', async () => {
    const t = tokenFor(inst, 'frank');
    const backups = await api<Json[]>(inst.url, '/api/v1/pleroma/backups', { token: t, method: 'POST' });
    expect(backups.body[0]).toMatchObject({ content_type: 'application/zip', processed: true });
    expect((await fetch(backups.body[0].url)).status).toBe(200);
    expect(
      (
        await api(inst.url, '/api/pleroma/follow_import', {
          token: t,
          form: { list: 'heidi@remote.example\nivan@bubble.example' },
        })
      ).body,
    ).toBe('job started');
    const following = await api<Json[]>(
      inst.url,
      `/api/v1/accounts/${inst.instance.world.accountByAcct('frank')?.id}/following?limit=80`,
    );
    expect(following.body.map((a) => a.acct)).toEqual(expect.arrayContaining(['heidi@remote.example']));
    expect((await api(inst.url, '/api/v1/pleroma/mascot', { token: t })).body.type).toBe('image');
    expect(
      (
        await api(inst.url, '/api/pleroma/notification_settings', {
          method: 'PUT',
          token: t,
          json: { block_from_strangers: true },
        })
      ).body,
    ).toEqual({ status: 'success' });
  });

  it('password reset: 204, then 429 when throttled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await fetch(`${inst.url}/auth/password?email=alice%40murmur.test`, { method: 'POST' })).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('deleting the account logs it out', async () => {
    const t = tokenFor(inst, 'freshface');
    expect(
      (await api(inst.url, '/api/pleroma/delete_account', { token: t, form: { password: 'long-enough' } }))
        .body,
    ).toEqual({ status: 'success' });
    expect((await api(inst.url, '/api/v1/accounts/verify_credentials', { token: t })).status).toBe(401);
  });
});

describe('static files', () => {
  it('serves the start-up files', async () => {
    expect((await api(inst.url, '/static/config.json')).body.theme).toBe('pleroma-dark');
    expect(
      (await api(inst.url, '/api/pleroma/frontend_configurations')).body.pleroma_fe.showInstanceSpecificPanel,
    ).toBe(true);
    expect((await fetch(`${inst.url}/static/terms-of-service.html`)).headers.get('content-type')).toContain(
      'text/html',
    );
    expect((await fetch(`${inst.url}/instance/panel.html`)).status).toBe(200);
    const stickers = (await api(inst.url, '/static/stickers.json')).body;
    const pack = (await api(inst.url, `${stickers.murmur}pack.json`)).body;
    expect(
      (await fetch(`${inst.url}${stickers.murmur}${pack.stickers[0]}`)).headers.get('content-type'),
    ).toBe('image/png');
    const styles = (await api(inst.url, '/static/styles.json')).body;
    expect((await api(inst.url, styles['pleroma-dark'])).status).toBe(200);
    expect(Object.keys((await api(inst.url, '/static/emoji.json')).body).length).toBeGreaterThan(0);
    const emoji = (await api(inst.url, '/api/v1/pleroma/emoji')).body;
    expect(emoji.blobcat).toEqual({ image_url: '/emoji/blobcat.png', tags: ['blobcats'] });
    expect(emoji.pwn_emoji).toBeUndefined();
    const nodeinfo = (await api(inst.url, '/nodeinfo/2.0.json')).body;
    expect(nodeinfo.metadata.federation.mrf_policies).toContain('TagPolicy');
    expect(nodeinfo.metadata.postFormats).toContain('text/x.misskeymarkdown');
    const instance = (await api(inst.url, '/api/v1/instance')).body;
    expect(instance.pleroma.metadata.features).toEqual(
      expect.arrayContaining([
        'pleroma_emoji_reactions',
        'bubble_timeline',
        'editing',
        'quote_posting',
        'akkoma:machine_translation',
      ]),
    );
    expect(instance.max_toot_chars).toBe(5000);
    expect(instance.pleroma.vapid_public_key).toBeTruthy();
  });
});
