import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance, tokenFor } from '../test-support';

let inst: RunningInstance;
let service: Server;
let endpoint: string;
let alice: string;
let bob: string;
const received: { path: string; headers: Record<string, unknown>; body: Buffer }[] = [];

// The subscriber's keys, as a browser makes them (RFC 8291): a P-256 pair and a 16-byte secret.
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const auth = randomBytes(16).toString('base64url');
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth };

beforeAll(async () => {
  inst = await startTestInstance();
  alice = tokenFor(inst, 'alice');
  bob = tokenFor(inst, 'bob');
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.includes('gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push`;
});

afterAll(async () => {
  await inst.close();
  await new Promise((resolve) => service.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  await api(inst.url, '/__dev/config', { json: { webPush: 'on' } });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

async function subscribe(token: string, path: string, alerts: Record<string, boolean>): Promise<Json> {
  return api(inst.url, '/api/v1/push/subscription', {
    token,
    json: { subscription: { endpoint: `${endpoint}/${path}`, keys }, data: { alerts } },
  });
}

describe('web push delivery', () => {
  it('sends an encrypted, VAPID-signed message for a mention the subscription asked for', async () => {
    await subscribe(alice, 'alice', { mention: true, favourite: false });
    await api(inst.url, '/api/v1/statuses', { token: bob, json: { status: '@alice the push works' } });
    await until(() => received.length > 0);
    expect(received).toHaveLength(1);
    const message = received[0];
    expect(message?.path).toBe('/push/alice');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const plain = decrypt(message?.body as Buffer, {
      version: 'aes128gcm',
      privateKey: ecdh,
      authSecret: auth,
    });
    const payload = JSON.parse(plain.toString('utf8'));
    expect(payload).toMatchObject({
      notification_type: 'mention',
      access_token: alice,
      title: 'New Mention',
    });
    expect(payload.body).toContain('the push works');
    const notification = await api(inst.url, `/api/v1/notifications/${payload.notification_id}`, {
      token: alice,
    });
    expect(notification.body.type).toBe('mention');
  });

  it('sends nothing for a type the subscription did not ask for, nor to other accounts', async () => {
    await subscribe(alice, 'alice', { mention: false, follow: true });
    await api(inst.url, '/api/v1/statuses', { token: bob, json: { status: '@alice quiet please' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(0);
  });

  it('leaves the body empty when the recipient hides notification contents', async () => {
    await api(inst.url, '/api/pleroma/notification_settings', {
      method: 'PUT',
      token: alice,
      form: { hide_notification_contents: 'true' },
    });
    await subscribe(alice, 'alice', { mention: true });
    await api(inst.url, '/api/v1/statuses', { token: bob, json: { status: '@alice secret words' } });
    await until(() => received.length > 0);
    const plain = decrypt(received[0]?.body as Buffer, {
      version: 'aes128gcm',
      privateKey: ecdh,
      authSecret: auth,
    });
    expect(JSON.parse(plain.toString('utf8')).body).toBe('');
    await api(inst.url, '/api/pleroma/notification_settings', {
      method: 'PUT',
      token: alice,
      form: { hide_notification_contents: 'false' },
    });
  });

  it('forgets a subscription the push service says is gone', async () => {
    await subscribe(alice, 'gone', { mention: true });
    await api(inst.url, '/api/v1/statuses', { token: bob, json: { status: '@alice are you there' } });
    await until(() => received.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect((await api(inst.url, '/api/v1/push/subscription', { token: alice })).status).toBe(404);
  });

  it('refuses subscriptions while push is switched off, and hides the key without one', async () => {
    await api(inst.url, '/__dev/config', { json: { webPush: 'disabled' } });
    const refused = await subscribe(alice, 'alice', { mention: true });
    expect(refused.status).toBe(403);
    await api(inst.url, '/__dev/config', { json: { webPush: 'no-key' } });
    const instance = await api(inst.url, '/api/v1/instance');
    expect(instance.body.pleroma.vapid_public_key).toBeUndefined();
  });
});
