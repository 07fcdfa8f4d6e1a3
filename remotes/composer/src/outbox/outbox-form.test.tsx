import '../testing/setup-dom';
import {
  type Attachment,
  bus,
  configureApiClient,
  drainOutbox,
  EMPTY_INSTANCE,
  online$,
  parseAccount,
  queueOutbox,
  readOutbox,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftOwner, loadDraft, saveDraft } from '../post-form/drafts';
import { PostForm } from '../post-form/post-form';
import { fakeApi } from '../testing/fake-api';
import { statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';

const ME = draftOwner('me', '');

beforeEach(() => {
  store.reset();
  localStorage.clear();
  const account = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (account) store.accounts.upsert(account);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 500 });
});

afterEach(() => {
  cleanup();
  online$.next(true);
  session$.next({ kind: 'anonymous' });
});

const textbox = () => screen.getByRole('textbox', { name: 'Post new status' }) as HTMLTextAreaElement;
const write = (text: string) => fireEvent.change(textbox(), { target: { value: text } });
const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post' }));

describe('the post form and the outbox (decision 0220)', () => {
  it('offline, queues the post with a key, shows it waiting across a reload, and Cancel gives the draft back', async () => {
    const api = fakeApi();
    online$.next(false);
    renderWithProviders(<PostForm placement="sidebar" />);
    write('written on a train');
    post();
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    const [entry] = readOutbox(ME);
    expect(entry?.slot).toBe('status');
    expect(entry?.request.json).toMatchObject({ status: 'written on a train' });
    // The draft lives in the entry now: a second form does not offer it again.
    expect(loadDraft(ME, 'status')).toBeNull();

    cleanup(); // the reload
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(screen.getByText('written on a train')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
    await waitFor(() => expect(textbox().value).toBe('written on a train'));
    expect(readOutbox(ME)).toEqual([]);
    // Its key stays with the draft: the post is still one post whatever happens next.
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBe(entry?.id);
  });

  it('queues a post whose request got no answer, then sends it once with the same key and announces it', async () => {
    configureApiClient({
      baseUrl: 'https://murmur.example',
      getToken: () => 't',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    renderWithProviders(<PostForm placement="sidebar" />);
    write('lost on the way');
    post();
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    const [entry] = readOutbox(ME);
    expect(entry?.id).toBeTruthy();

    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'sent-1', content: 'lost on the way' }) });
    const posted: string[] = [];
    const subscription = bus.on('status/posted').subscribe((event) => posted.push(event.statusId));
    try {
      await act(async () => {
        await drainOutbox(ME);
      });
    } finally {
      subscription.unsubscribe();
    }
    const sent = api.requests.filter((r) => r.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(entry?.id);
    expect(posted).toEqual(['sent-1']);
    expect(readOutbox(ME)).toEqual([]);
    // The form is a fresh one again.
    await waitFor(() => expect(textbox().value).toBe(''));
  });

  it('brings a refused post back into its form with the server’s words', async () => {
    const api = fakeApi();
    online$.next(false);
    renderWithProviders(<PostForm placement="sidebar" />);
    write('far too long for this server');
    post();
    expect(await screen.findByText('Waiting to send')).toBeTruthy();

    online$.next(true);
    api.reply('POST /api/v1/statuses', {
      status: 422,
      body: { error: 'The post is over the limit of this server' },
    });
    await act(async () => {
      await drainOutbox(ME);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The post is over the limit of this server',
    );
    expect(textbox().value).toBe('far too long for this server');
    expect(readOutbox(ME)).toEqual([]);
    // The refusal is kept by the server under that key: the draft's next try takes a new one.
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBeUndefined();
  });
});

describe('the new-post modal and the outbox (decision 0220)', () => {
  it('is closed by its own post sent from the outbox, not by another one', async () => {
    const api = fakeApi();
    const closed: string[] = [];
    online$.next(false);
    renderWithProviders(<PostForm placement="column" focusText onPosted={(id) => closed.push(id)} />);
    // A reply queued elsewhere on the page waits too.
    queueOutbox(ME, {
      id: 'reply-key',
      kind: 'post',
      slot: 'reply:p1',
      request: {
        method: 'POST',
        path: '/api/v1/statuses',
        json: { status: 'a reply', in_reply_to_id: 'p1' },
      },
      draft: null,
      text: 'a reply',
    });
    write('my own post');
    post();
    expect(await screen.findByText('Waiting to send')).toBeTruthy();

    online$.next(true);
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'reply-1', content: 'a reply' }) });
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'own-1', content: 'my own post' }) });
    // Any other announced post leaves it alone.
    act(() => bus.emit({ type: 'status/posted', statusId: 'from-another-form' }));
    expect(closed).toEqual([]);
    await act(async () => {
      await drainOutbox(ME);
    });
    // The reply was sent first (in order) and did not close it; its own post did, once.
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(closed).toEqual(['own-1']);
  });
});

describe('a queued post with files (decision 0220)', () => {
  it('keeps a description written just before it was queued, and saves it before the post', async () => {
    saveDraft(ME, 'status', {
      status: 'a cat on the train',
      spoilerText: '',
      visibility: 'public',
      contentType: 'text/plain',
      nsfw: false,
      language: null,
      files: [
        {
          id: 'm1',
          type: 'image',
          url: 'https://murmur.example/media/cat.png',
          preview_url: 'https://murmur.example/media/cat.png',
          description: null,
        } as Attachment,
      ],
    });
    const api = fakeApi();
    online$.next(false);
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description of cat.png' }), {
      target: { value: 'A cat asleep on a seat' },
    });
    post();
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(readOutbox(ME)[0]?.before).toEqual([
      { method: 'PUT', path: '/api/v1/media/m1', json: { description: 'A cat asleep on a seat' } },
    ]);

    online$.next(true);
    api.reply('PUT /api/v1/media/m1', {
      body: { id: 'm1', type: 'image', description: 'A cat asleep on a seat' },
    });
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'cat-1', content: 'a cat on the train' }) });
    await act(async () => {
      await drainOutbox(ME);
    });
    const sent = api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(sent).toEqual(['PUT /api/v1/media/m1', 'POST /api/v1/statuses']);
    expect(api.requests.find((r) => r.method === 'PUT')?.json).toEqual({
      description: 'A cat asleep on a seat',
    });
    expect(readOutbox(ME)).toEqual([]);
  });
});
