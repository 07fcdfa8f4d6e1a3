import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../media/png';
import type { RunningInstance } from '../server';
import { api, type Json, startTestInstance, tokenFor } from '../test-support';
import type { WorldEvent } from '../world/events';

let inst: RunningInstance;
let alice: string;
let bob: string;

beforeAll(async () => {
  inst = await startTestInstance();
  alice = tokenFor(inst, 'alice');
  bob = tokenFor(inst, 'bob');
});
afterAll(async () => {
  await inst.close();
});

const post = (token: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  api(inst.url, '/api/v1/statuses', { token, form, headers });

async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  const bytes = encodePng(8, 8, () => [10, 20, 30]);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${inst.url}/api/v1/media`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as Json).id;
}

describe('the post preview (POST /api/v1/statuses with preview=true), as Akkoma answers it', () => {
  it('renders the status with Akkoma’s fake ids and stores, streams and notifies nothing', async () => {
    const world = inst.instance.world;
    const events: WorldEvent[] = [];
    // What streaming would carry about a post (the seeded world's polls end on their own).
    const stop = world.events.on((event) => {
      if (
        event.kind.startsWith('status.') ||
        (event.kind === 'notification' && event.notification.type === 'mention')
      )
        events.push(event);
    });
    const before = world.statuses.size;
    const notesBefore = await api<Json[]>(inst.url, '/api/v1/notifications', { token: bob });
    const res = await post(alice, {
      status: '**look** @bob',
      spoiler_text: 'a warning',
      content_type: 'text/markdown',
      visibility: 'public',
      preview: 'true',
    });
    stop();
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('pleroma:fakeid');
    expect(res.body.uri).toBe('pleroma:fake_object_id');
    expect(res.body.content).toContain('<strong>look</strong>');
    expect(res.body.spoiler_text).toBe('a warning');
    expect(res.body.mentions.map((m: Json) => m.acct)).toEqual(['bob']);
    expect(world.statuses.size).toBe(before);
    expect(events).toEqual([]);
    const notesAfter = await api<Json[]>(inst.url, '/api/v1/notifications', { token: bob });
    expect(notesAfter.body.map((n: Json) => n.id)).toEqual(notesBefore.body.map((n: Json) => n.id));
    const timeline = await api<Json[]>(inst.url, '/api/v1/timelines/home', { token: alice });
    expect(timeline.body.some((s: Json) => s.content.includes('<strong>look</strong>'))).toBe(false);
  });

  it('leaves the files free for the real post', async () => {
    const media = await uploadPicture(alice);
    const preview = await post(alice, { status: 'with a file', 'media_ids[]': media, preview: 'true' });
    expect(preview.status).toBe(200);
    const real = await post(alice, { status: 'with a file', 'media_ids[]': media });
    expect(real.status).toBe(200);
    expect(real.body.media_attachments.map((a: Json) => a.id)).toEqual([media]);
  });

  it('validates like a post: an empty preview is refused with Pleroma’s text', async () => {
    const res = await post(alice, { status: '  ', preview: 'true' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Cannot post an empty status without attachments');
  });

  it('replays a preview for its idempotency key, so a post must never reuse that key', async () => {
    const previewed = await post(alice, { status: 'draft', preview: 'true' }, { 'idempotency-key': 'k1' });
    const reused = await post(alice, { status: 'draft' }, { 'idempotency-key': 'k1' });
    expect(reused.body.id).toBe(previewed.body.id);
    expect(reused.body.id).toBe('pleroma:fakeid');
    const fresh = await post(alice, { status: 'draft' }, { 'idempotency-key': 'k2' });
    expect(fresh.body.id).not.toBe('pleroma:fakeid');
    expect((await api(inst.url, `/api/v1/statuses/${fresh.body.id}`)).status).toBe(200);
  });
});
