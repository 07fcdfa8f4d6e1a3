import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningInstance } from '../server';
import { api, startTestInstance, tokenFor } from '../test-support';
import { compilePattern } from './rules';

let inst: RunningInstance;

beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

describe('fault patterns', () => {
  it('globs and regexes', () => {
    expect(compilePattern('/api/v1/timelines/*').test('/api/v1/timelines/public')).toBe(true);
    expect(compilePattern('/api/v1/timelines/*').test('/api/v1/timelines/tag/x')).toBe(false);
    expect(compilePattern('/api/**').test('/api/v1/timelines/tag/x')).toBe(true);
    expect(compilePattern('^/api/v1/(statuses|accounts)/').test('/api/v1/accounts/1')).toBe(true);
    expect(compilePattern('/timelines\\/(home|public)/').test('/api/v1/timelines/home')).toBe(true);
    expect(compilePattern('/api/v1/instance').test('/api/v1/instance')).toBe(true);
  });
});

describe('fault injection', () => {
  it('answers with the status the given number of times', async () => {
    const add = await api(inst.url, '/__dev/faults', {
      json: { path: '/api/v1/timelines/public', status: 503, times: 2 },
    });
    expect(add.status).toBe(200);
    expect((await api(inst.url, '/api/v1/timelines/public')).status).toBe(503);
    const second = await api(inst.url, '/api/v1/timelines/public');
    expect(second.status).toBe(503);
    expect(second.body).toEqual({ error: 'Service unavailable' });
    expect((await api(inst.url, '/api/v1/timelines/public')).status).toBe(200);
    const listed = await api(inst.url, '/__dev/faults');
    expect(listed.body.faults[0]).toMatchObject({
      path: '/api/v1/timelines/public',
      status: 503,
      remaining: 0,
      hits: 2,
    });
  });

  it('matches methods, adds latency, and sends malformed JSON', async () => {
    await api(inst.url, '/__dev/faults', { json: { path: '/api/v1/statuses', method: 'POST', status: 429 } });
    expect((await api(inst.url, '/api/v1/instance')).status).toBe(200);
    const limited = await api(inst.url, '/api/v1/statuses', {
      token: tokenFor(inst, 'alice'),
      form: { status: 'x' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('5');

    await api(inst.url, '/__dev/faults', { json: { path: '/api/v1/instance', latencyMs: 300, times: 1 } });
    const t = Date.now();
    expect((await api(inst.url, '/api/v1/instance')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(280);

    await api(inst.url, '/__dev/faults', { json: { path: '/nodeinfo/**', malformedJson: true, times: 1 } });
    const broken = await fetch(`${inst.url}/nodeinfo/2.0.json`);
    expect(broken.status).toBe(200);
    await expect(broken.clone().json()).rejects.toThrow();
    expect((await api(inst.url, '/nodeinfo/2.0.json')).body.software.name).toBe('akkoma');
  });

  it('makes the post but loses its answer, and the same Idempotency-Key then gives that post back', async () => {
    await api(inst.url, '/__dev/faults', { method: 'DELETE' });
    await api(inst.url, '/__dev/faults', {
      json: { path: '/api/v1/statuses', method: 'POST', answerLost: true, times: 1 },
    });
    const token = tokenFor(inst, 'alice');
    const text = `lost answer ${Date.now()}`;
    const send = () =>
      api(inst.url, '/api/v1/statuses', {
        token,
        form: { status: text },
        headers: { 'idempotency-key': 'lost-1' },
      });
    const lost = await send();
    expect(lost.status).toBe(502);
    expect(lost.headers.get('content-type')).toContain('text/html');
    const again = await send();
    expect(again.status).toBe(200);
    const made = [...inst.instance.world.statuses.values()].filter((s) => s.source === text);
    expect(made).toHaveLength(1);
    expect(again.body.id).toBe(made[0]?.id);
  });

  it('applies to the streaming upgrade too', async () => {
    await api(inst.url, '/__dev/faults', { json: { path: '/api/v1/streaming', status: 502, times: 1 } });
    const ws = new WebSocket(`${inst.url.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(502);
  });

  it('only answers loopback callers', async () => {
    const res = await inst.app.inject({ method: 'GET', url: '/__dev/faults', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(403);
    const proxied = await inst.app.inject({
      method: 'GET',
      url: '/__dev/faults',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const local = await inst.app.inject({ method: 'GET', url: '/__dev/faults', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('rejects bad fault definitions', async () => {
    expect((await api(inst.url, '/__dev/faults', { json: { status: 500 } })).status).toBe(400);
    expect((await api(inst.url, '/__dev/faults', { json: { path: '/x', status: 299 } })).status).toBe(400);
    expect((await api(inst.url, '/__dev/faults', { json: { path: '/x' } })).status).toBe(400);
  });

  it('switches instance settings at run time until reset', async () => {
    const set = await api(inst.url, '/__dev/config', {
      form: { registrations: 'approval', mailerEnabled: 'false', maxTootChars: '500' },
    });
    expect(set.body).toMatchObject({ registrations: 'approval', mailerEnabled: false, maxTootChars: 500 });
    const instance = (await api(inst.url, '/api/v1/instance')).body;
    expect(instance).toMatchObject({ approval_required: true, max_toot_chars: 500 });
    expect((await api(inst.url, '/nodeinfo/2.0.json')).body.metadata.mailerEnabled).toBe(false);
    expect((await api(inst.url, '/__dev/config', { json: { registrations: 'sometimes' } })).status).toBe(400);
    await api(inst.url, '/__dev/reset', { method: 'POST' });
    expect((await api(inst.url, '/__dev/config')).body).toMatchObject({
      registrations: 'open',
      mailerEnabled: true,
      maxTootChars: 5000,
    });
  });

  it('reset clears faults and restores the seeded world', async () => {
    expect((await api(inst.url, '/__dev/faults', { method: 'DELETE' })).body).toEqual({ faults: [] });
    const alice = tokenFor(inst, 'alice');
    const posted = await api(inst.url, '/api/v1/statuses', { token: alice, form: { status: 'temporary' } });
    expect(posted.status).toBe(200);
    await api(inst.url, '/__dev/faults', { json: { path: '/api/**', status: 500 } });
    const reset = await api(inst.url, '/__dev/reset', { method: 'POST' });
    expect(reset.body.ok).toBe(true);
    expect((await api(inst.url, '/__dev/faults')).body.faults).toEqual([]);
    expect((await api(inst.url, `/api/v1/statuses/${posted.body.id}`)).status).toBe(404);
    expect((await api(inst.url, '/api/v1/accounts/verify_credentials', { token: alice })).status).toBe(401);
  });
});
