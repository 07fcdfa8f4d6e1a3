import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_REPORT_NOTE } from '../seed/moderation';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance, tokenFor } from '../test-support';

let inst: RunningInstance;
beforeAll(async () => {
  inst = await startTestInstance();
});
afterAll(async () => {
  await inst.close();
});

describe('the moderation world', () => {
  it('seeds a pending registration, a tagged user and a report with a hostile staff note', async () => {
    const mod = tokenFor(inst, 'mod');
    const pending = await api(inst.url, '/api/v1/pleroma/admin/users?filters=need_approval', { token: mod });
    expect(pending.body.users.map((u: Json) => u.nickname)).toEqual(['newbie']);
    const dave = await api(inst.url, '/api/v1/pleroma/admin/users/dave', { token: mod });
    expect(dave.body.tags).toEqual(['mrf_tag:media-force-nsfw']);
    const reports = await api(inst.url, '/api/v1/pleroma/admin/reports', { token: mod });
    const notes = reports.body.reports.flatMap((r: Json) => r.notes.map((n: Json) => n.content));
    expect(notes).toContain(HOSTILE_REPORT_NOTE);
  });
});

describe('admin calls on statuses', () => {
  it('lets staff change the visibility and sensitivity of a post, then delete it', async () => {
    const mod = tokenFor(inst, 'mod');
    const alice = tokenFor(inst, 'alice');
    const posted = await api(inst.url, '/api/v1/statuses', {
      token: alice,
      json: { status: 'to be moderated' },
    });
    const path = `/api/v1/pleroma/admin/statuses/${posted.body.id}`;
    const changed = await api(inst.url, path, {
      method: 'PUT',
      token: mod,
      json: { visibility: 'private', sensitive: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: posted.body.id, visibility: 'private', sensitive: true });
    expect(
      (await api(inst.url, path, { method: 'PUT', token: mod, json: { visibility: 'nope' } })).status,
    ).toBe(400);
    expect((await api(inst.url, path, { method: 'DELETE', token: mod })).status).toBe(200);
    expect((await api(inst.url, `/api/v1/statuses/${posted.body.id}`, { token: alice })).status).toBe(404);
  });

  it('answers a member with 403 and changes nothing', async () => {
    const alice = tokenFor(inst, 'alice');
    const bob = tokenFor(inst, 'bob');
    const posted = await api(inst.url, '/api/v1/statuses', { token: bob, json: { status: 'mine' } });
    const path = `/api/v1/pleroma/admin/statuses/${posted.body.id}`;
    const reply = await api(inst.url, path, { method: 'PUT', token: alice, json: { visibility: 'direct' } });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('User is not a staff member.');
    const held = await api(inst.url, `/api/v1/statuses/${posted.body.id}`, { token: bob });
    expect(held.body.visibility).toBe('public');
  });
});
