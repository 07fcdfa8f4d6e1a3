import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../server';
import { accountId, api, type Json, startTestInstance, tokenFor } from '../test-support';

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

describe('posting', () => {
  it('posts a form with mentions, hashtags and emoji rendered like Pleroma', async () => {
    const res = await post(alice, {
      status: 'Hello @bob and @heidi@remote.example #MurmurTest :blobcat:',
      visibility: 'public',
    });
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.content).toContain(
      `<span class="h-card"><a class="u-url mention" data-user="${accountId(inst, 'bob')}" href="${inst.url}/users/bob" rel="ugc">@<span>bob</span></a></span>`,
    );
    expect(s.content).toContain(
      `<a class="hashtag" data-tag="murmurtest" href="${inst.url}/tag/murmurtest" rel="tag ugc">#MurmurTest</a>`,
    );
    expect(s.mentions.map((m: { acct: string }) => m.acct)).toEqual(['bob', 'heidi@remote.example']);
    expect(s.tags).toEqual([{ name: 'murmurtest', url: `${inst.url}/tag/murmurtest` }]);
    expect(s.emojis.map((e: { shortcode: string }) => e.shortcode)).toEqual(['blobcat']);
    expect(s.pleroma.content['text/plain']).toContain('Hello @bob');
    expect(s.akkoma.source).toEqual({
      content: 'Hello @bob and @heidi@remote.example #MurmurTest :blobcat:',
      mediaType: 'text/plain',
    });
    const tagged = await api<Json[]>(inst.url, '/api/v1/timelines/tag/murmurtest');
    expect(tagged.body[0].id).toBe(s.id);
    const notes = await api<Json[]>(inst.url, '/api/v1/notifications?types[]=mention', { token: bob });
    expect(notes.body[0].status.id).toBe(s.id);
  });

  it('posts MFM, rendered on the server as Akkoma does (FEP-c16b spans), its source kept', async () => {
    const res = await post(alice, {
      status: '$[tada.speed=2s hello] **there**',
      content_type: 'text/x.misskeymarkdown',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(
      '<p><span class="mfm-tada" data-mfm-speed="2s">hello</span> <strong>there</strong></p>',
    );
    expect(res.body.akkoma.source).toEqual({
      content: '$[tada.speed=2s hello] **there**',
      mediaType: 'text/x.misskeymarkdown',
    });
  });

  it('posts JSON with a poll, a content warning and markdown', async () => {
    const res = await api(inst.url, '/api/v1/statuses', {
      token: alice,
      json: {
        status: '**bold** move',
        spoiler_text: 'cw',
        content_type: 'text/markdown',
        poll: { options: ['a', 'b'], expires_in: 3600, multiple: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('<p><strong>bold</strong> move</p>');
    expect(res.body.sensitive).toBe(true);
    expect(res.body.poll.options).toEqual([
      { title: 'a', votes_count: 0 },
      { title: 'b', votes_count: 0 },
    ]);
    const vote = await api(inst.url, `/api/v1/polls/${res.body.poll.id}/votes`, {
      token: bob,
      json: { choices: [0, 1] },
    });
    expect(vote.status).toBe(200);
    expect(vote.body.own_votes).toEqual([0, 1]);
    expect(vote.body.votes_count).toBe(2);
    const again = await api(inst.url, `/api/v1/polls/${res.body.poll.id}/votes`, {
      token: bob,
      json: { choices: [0] },
    });
    expect(again.status).toBe(422);
    const own = await api(inst.url, `/api/v1/polls/${res.body.poll.id}/votes`, {
      token: alice,
      json: { choices: [0] },
    });
    expect(own.status).toBe(422);
  });

  it('answers a vote repeated with its idempotency key with the first answer, counting it once', async () => {
    const made = await post(alice, { status: 'idempotent poll', 'poll[options][]': ['a', 'b'] });
    const path = `/api/v1/polls/${made.body.poll.id}/votes`;
    const vote = (key: string, choices: number[]) =>
      api(inst.url, path, { token: bob, json: { choices }, headers: { 'idempotency-key': key } });
    const first = await vote('v-1', [1]);
    const again = await vote('v-1', [1]);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.votes_count).toBe(1);
    // Another key is another vote: refused, and that refusal is kept under its key.
    expect((await vote('v-2', [0])).status).toBe(422);
    expect((await vote('v-2', [0])).body).toEqual({ error: 'Already voted' });
  });

  it('validates like Pleroma', async () => {
    expect((await post(alice, { status: '' })).body).toEqual({
      error: 'Cannot post an empty status without attachments',
    });
    expect((await post(alice, { status: 'x'.repeat(5001) })).status).toBe(422);
    expect((await post(alice, { status: 'p', 'poll[options][]': ['only one'] })).status).toBe(422);
  });

  it('returns the same status for a repeated idempotency key', async () => {
    const a = await post(alice, { status: 'once' }, { 'idempotency-key': 'abc' });
    const b = await post(alice, { status: 'once' }, { 'idempotency-key': 'abc' });
    expect(b.body.id).toBe(a.body.id);
  });

  it('keeps a refusal under its idempotency key as Akkoma does: the same key is refused again', async () => {
    const refused = await post(alice, { status: 'x'.repeat(5001) }, { 'idempotency-key': 'too-long' });
    expect(refused.status).toBe(422);
    const again = await post(alice, { status: 'short now' }, { 'idempotency-key': 'too-long' });
    expect(again.status).toBe(422);
    expect((await post(alice, { status: 'short now' }, { 'idempotency-key': 'new-key' })).status).toBe(200);
  });

  it('previews without storing', async () => {
    const res = await post(alice, { status: 'just looking', preview: 'true' });
    expect(res.status).toBe(200);
    expect((await api(inst.url, `/api/v1/statuses/${res.body.id}`)).status).toBe(404);
  });

  it('edits with history and source, then deletes', async () => {
    const { body } = await post(alice, { status: 'first version' });
    const edited = await api(inst.url, `/api/v1/statuses/${body.id}`, {
      method: 'PUT',
      token: alice,
      form: { status: 'second version' },
    });
    expect(edited.body.content).toBe('second version');
    expect(edited.body.edited_at).toBeTruthy();
    const history = await api<Json[]>(inst.url, `/api/v1/statuses/${body.id}/history`);
    expect(history.body.map((h) => h.content)).toEqual(['first version', 'second version']);
    const source = await api(inst.url, `/api/v1/statuses/${body.id}/source`, { token: alice });
    expect(source.body).toEqual({
      id: body.id,
      text: 'second version',
      spoiler_text: '',
      content_type: 'text/plain',
    });
    expect(
      (
        await api(inst.url, `/api/v1/statuses/${body.id}`, {
          method: 'PUT',
          token: bob,
          form: { status: 'hijack' },
        })
      ).status,
    ).toBe(403);
    const del = await api(inst.url, `/api/v1/statuses/${body.id}`, { method: 'DELETE', token: alice });
    expect(del.body.text).toBe('second version');
    expect((await api(inst.url, `/api/v1/statuses/${body.id}`)).status).toBe(404);
  });

  it('hides private and direct posts from those not allowed', async () => {
    const dm = await post(alice, { status: '@bob secret', visibility: 'direct' });
    expect((await api(inst.url, `/api/v1/statuses/${dm.body.id}`)).status).toBe(404);
    expect(
      (await api(inst.url, `/api/v1/statuses/${dm.body.id}`, { token: tokenFor(inst, 'carol') })).status,
    ).toBe(404);
    expect((await api(inst.url, `/api/v1/statuses/${dm.body.id}`, { token: bob })).status).toBe(200);
    const direct = await api<Json[]>(inst.url, '/api/v1/timelines/direct', { token: bob });
    expect(direct.body[0].id).toBe(dm.body.id);
    const pub = await api<Json[]>(inst.url, '/api/v1/timelines/public?limit=40');
    expect(pub.body.some((s) => s.id === dm.body.id)).toBe(false);
  });
});

describe('actions', () => {
  it('favourite, reblog, bookmark, pin, mute and their lists', async () => {
    const { body } = await post(bob, { status: 'act on me' });
    const fav = await api(inst.url, `/api/v1/statuses/${body.id}/favourite`, {
      method: 'POST',
      token: alice,
    });
    expect(fav.body.favourited).toBe(true);
    expect(fav.body.favourites_count).toBe(1);
    const by = await api<Json[]>(inst.url, `/api/v1/statuses/${body.id}/favourited_by`);
    expect(by.body.map((a) => a.acct)).toEqual(['alice']);
    const note = (await api<Json[]>(inst.url, '/api/v1/notifications?limit=1', { token: bob })).body[0];
    expect(note.type).toBe('favourite');
    expect(note.account.acct).toBe('alice');

    const rb = await api(inst.url, `/api/v1/statuses/${body.id}/reblog`, { method: 'POST', token: alice });
    expect(rb.body.reblog.id).toBe(body.id);
    expect(rb.body.reblog.reblogged).toBe(true);
    const home = await api<Json[]>(inst.url, '/api/v1/timelines/home?limit=3', {
      token: tokenFor(inst, 'locked'),
    });
    expect(home.body.some((s) => s.id === rb.body.id)).toBe(true);
    const un = await api(inst.url, `/api/v1/statuses/${body.id}/unreblog`, { method: 'POST', token: alice });
    expect(un.body.reblogged).toBe(false);

    await api(inst.url, `/api/v1/statuses/${body.id}/bookmark`, { method: 'POST', token: alice });
    const marks = await api<Json[]>(inst.url, '/api/v1/bookmarks', { token: alice });
    expect(marks.body[0].id).toBe(body.id);
    expect(marks.body[0].bookmarked).toBe(true);
    const favs = await api<Json[]>(inst.url, '/api/v1/favourites', { token: alice });
    expect(favs.body[0].id).toBe(body.id);

    expect(
      (await api(inst.url, `/api/v1/statuses/${body.id}/pin`, { method: 'POST', token: alice })).status,
    ).toBe(422);
    const mine = await post(alice, { status: 'pin me' });
    const pinned = await api(inst.url, `/api/v1/statuses/${mine.body.id}/pin`, {
      method: 'POST',
      token: alice,
    });
    expect(pinned.body.pinned).toBe(true);
    expect(pinned.body.pleroma.pinned_at).toBeTruthy();
    const pins = await api<Json[]>(
      inst.url,
      `/api/v1/accounts/${accountId(inst, 'alice')}/statuses?pinned=true`,
    );
    expect(pins.body.map((s) => s.id)).toContain(mine.body.id);

    const muted = await api(inst.url, `/api/v1/statuses/${body.id}/mute`, { method: 'POST', token: bob });
    expect(muted.body.muted).toBe(true);
    await api(inst.url, `/api/v1/statuses/${body.id}/favourite`, {
      method: 'POST',
      token: tokenFor(inst, 'carol'),
    });
    const after = (await api<Json[]>(inst.url, '/api/v1/notifications?limit=1', { token: bob })).body[0];
    expect(after.account.acct).not.toBe('carol');
  });

  it('actions on a reblog act on the reblogged status', async () => {
    const { body } = await post(bob, { status: 'boost me' });
    const rb = await api(inst.url, `/api/v1/statuses/${body.id}/reblog`, {
      method: 'POST',
      token: tokenFor(inst, 'carol'),
    });
    const fav = await api(inst.url, `/api/v1/statuses/${rb.body.id}/favourite`, {
      method: 'POST',
      token: alice,
    });
    expect(fav.body.id).toBe(body.id);
    const mark = await api(inst.url, `/api/v1/statuses/${rb.body.id}/bookmark`, {
      method: 'POST',
      token: alice,
    });
    expect(mark.body).toMatchObject({ id: body.id, bookmarked: true, favourited: true });
    const wrapper = await api(inst.url, `/api/v1/statuses/${rb.body.id}`, { token: alice });
    expect(wrapper.body.reblog).toMatchObject({ bookmarked: true, favourited: true });
    const unfav = await api(inst.url, `/api/v1/statuses/${rb.body.id}/unfavourite`, {
      method: 'POST',
      token: alice,
    });
    expect(unfav.body.favourited).toBe(false);
  });

  it('emoji reactions', async () => {
    const { body } = await post(bob, { status: 'react to me' });
    const r = await api(
      inst.url,
      `/api/v1/pleroma/statuses/${body.id}/reactions/${encodeURIComponent('👍')}`,
      { method: 'PUT', token: alice },
    );
    expect(r.body.pleroma.emoji_reactions).toEqual([
      { name: '👍', count: 1, me: true, url: null, account_ids: [accountId(inst, 'alice')] },
    ]);
    const custom = await api(inst.url, `/api/v1/pleroma/statuses/${body.id}/reactions/blobcat`, {
      method: 'PUT',
      token: alice,
    });
    expect(custom.body.emoji_reactions[1].url).toBe(`${inst.url}/emoji/blobcat.png`);
    expect(
      (
        await api(inst.url, `/api/v1/pleroma/statuses/${body.id}/reactions/blob@remote.example`, {
          method: 'PUT',
          token: alice,
        })
      ).status,
    ).toBe(400);
    const list = await api<Json[]>(inst.url, `/api/v1/pleroma/statuses/${body.id}/reactions`);
    expect(list.body[0].accounts[0].acct).toBe('alice');
    const note = (await api<Json[]>(inst.url, '/api/v1/notifications?limit=1', { token: bob })).body[0];
    expect(note.type).toBe('pleroma:emoji_reaction');
    expect(note.emoji).toBe('blobcat');
    const del = await api(
      inst.url,
      `/api/v1/pleroma/statuses/${body.id}/reactions/${encodeURIComponent('👍')}`,
      { method: 'DELETE', token: alice },
    );
    expect(del.body.emoji_reactions.map((e: { name: string }) => e.name)).toEqual(['blobcat']);
  });

  it('context, translation and quotes', async () => {
    const root = await post(alice, { status: 'root' });
    const reply = await post(bob, { status: '@alice reply', in_reply_to_id: root.body.id });
    const deeper = await post(alice, { status: '@bob deeper', in_reply_to_id: reply.body.id });
    const ctx = await api(inst.url, `/api/v1/statuses/${reply.body.id}/context`);
    expect(ctx.body.ancestors.map((s: { id: string }) => s.id)).toEqual([root.body.id]);
    expect(ctx.body.descendants.map((s: { id: string }) => s.id)).toEqual([deeper.body.id]);
    expect(reply.body.pleroma.in_reply_to_account_acct).toBe('alice');
    const tr = await api(inst.url, `/api/v1/statuses/${root.body.id}/translations/de`, { token: bob });
    expect(tr.body).toEqual({ detected_language: 'en', text: '[test translation] root', spoiler_text: '' });
    const langs = await api(inst.url, '/api/v1/akkoma/translation/languages');
    expect(langs.body.target.length).toBeGreaterThan(1);
    const quote = await post(bob, { status: 'look', quote_id: root.body.id });
    expect(quote.body.quote.id).toBe(root.body.id);
    expect(quote.body.quote_id).toBe(root.body.id);
  });
});
