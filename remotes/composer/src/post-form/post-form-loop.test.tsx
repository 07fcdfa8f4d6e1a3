import '../testing/setup-dom';
import { EMPTY_INSTANCE, parseAccount, session$, setInstance, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { type DraftData, draftOwner, loadDraft, saveDraft } from './drafts';
import { PostForm } from './post-form';

const ME = draftOwner('me', '');

beforeEach(() => {
  store.reset();
  localStorage.clear();
  for (const id of ['me', 'bob']) {
    const account = parseAccount(accountJson({ id, username: id, acct: id }));
    if (account) store.accounts.upsert(account);
  }
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 500 });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

const textboxes = () => screen.getAllByRole('textbox', { name: 'Post new status' }) as HTMLTextAreaElement[];
const post = (index = 0) =>
  fireEvent.click(screen.getAllByRole('button', { name: 'Post' })[index] as HTMLElement);
const keysSent = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));

describe('the posting loop: one post per draft', () => {
  it('keeps the idempotency key with the draft after a lost answer, and posts again with it after a reload', async () => {
    const api = fakeApi();
    // A proxy's bare 502: the server may have made the post.
    api.reply('POST /api/v1/statuses', { status: 502 });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textboxes()[0] as HTMLElement, { target: { value: 'only once' } });
    post();
    await screen.findByRole('alert');
    const [first] = keysSent(api);
    expect(first).toBeTruthy();
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBe(first);
    // No longer on its way: the next page shows it and waits for the user.
    expect(loadDraft(ME, 'status')?.data.sendingSince).toBeUndefined();

    cleanup(); // the reload
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'p1' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(textboxes()[0]?.value).toBe('only once');
    post();
    await waitFor(() => expect(loadDraft(ME, 'status')).toBeNull());
    expect(keysSent(api)).toEqual([first, first]);
  });

  it('sends again by itself a post whose page closed before the answer, with its key, and the draft goes', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'p9' }) });
    const left: DraftData = {
      status: 'closed mid-post',
      spoilerText: '',
      visibility: 'public',
      contentType: 'text/plain',
      nsfw: false,
      language: null,
      idempotencyKey: 'k-left',
      sendingSince: Date.now() - 1_000,
    };
    saveDraft(ME, 'status', left);
    renderWithProviders(<PostForm placement="sidebar" />);
    await waitFor(() => expect(keysSent(api)).toEqual(['k-left']));
    await waitFor(() => expect(loadDraft(ME, 'status')).toBeNull());
    expect(textboxes()[0]?.value).toBe('');
  });

  it('only shows a draft left sending long ago (its key may be forgotten), without the marker', async () => {
    const api = fakeApi();
    saveDraft(ME, 'status', {
      status: 'left an hour ago',
      spoilerText: '',
      visibility: 'public',
      contentType: 'text/plain',
      nsfw: false,
      language: null,
      idempotencyKey: 'k-old',
      sendingSince: Date.now() - 60 * 60 * 1000,
    });
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(textboxes()[0]?.value).toBe('left an hour ago');
    await waitFor(() => expect(loadDraft(ME, 'status')?.data.sendingSince).toBeUndefined());
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBe('k-old');
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the key when the answer is garbled', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: '{"id": "p1", "conte' });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textboxes()[0] as HTMLElement, { target: { value: 'garbled' } });
    post();
    await screen.findByRole('alert');
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBe(keysSent(api)[0]);
  });

  it('takes a new key after the server itself refused the post (Akkoma keeps the refusal under the key)', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { status: 422, body: { error: 'Too long' } });
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'p2' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textboxes()[0] as HTMLElement, { target: { value: 'refused' } });
    post();
    await screen.findByRole('alert');
    expect(loadDraft(ME, 'status')?.data.idempotencyKey).toBeUndefined();
    post();
    await waitFor(() => expect(keysSent(api)).toHaveLength(2));
    const [a, b] = keysSent(api);
    expect(a).not.toBe(b);
  });

  it('empties every form holding a draft the moment it is posted, and the draft stays gone', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'p3' }) });
    renderWithProviders(
      <>
        <PostForm placement="sidebar" />
        <PostForm placement="column" />
      </>,
    );
    fireEvent.change(textboxes()[0] as HTMLElement, { target: { value: 'twice shown' } });
    await waitFor(() => expect(loadDraft(ME, 'status')).not.toBeNull());
    cleanup();
    renderWithProviders(
      <>
        <PostForm placement="sidebar" />
        <PostForm placement="column" />
      </>,
    );
    expect(textboxes().map((t) => t.value)).toEqual(['twice shown', 'twice shown']);
    post(0);
    await waitFor(() => expect(textboxes().map((t) => t.value)).toEqual(['', '']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(loadDraft(ME, 'status')).toBeNull();
  });

  it('shows one account’s draft to nobody else', async () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textboxes()[0] as HTMLElement, { target: { value: 'mine, not bob’s' } });
    await waitFor(() => expect(loadDraft(ME, 'status')).not.toBeNull());
    act(() => session$.next({ kind: 'user', token: 't2', accountId: 'bob' }));
    expect(textboxes()[0]?.value).toBe('');
    act(() => session$.next({ kind: 'user', token: 't', accountId: 'me' }));
    expect(textboxes()[0]?.value).toBe('mine, not bob’s');
  });

  it('counts the new reply on its parent at once, once', async () => {
    putStatus(statusJson({ id: 'o2', replies_count: 2, account: accountJson({ id: 'a1', acct: 'alice' }) }));
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'r1', in_reply_to_id: 'o2' }) });
    renderWithProviders(<PostForm placement="inline" replyToId="o2" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply' }), { target: { value: '@alice yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(store.statuses.get('r1')).toBeDefined());
    expect(store.statuses.get('o2')?.replies_count).toBe(3);
    expect(api.requests[0]?.form?.get('in_reply_to_id')).toBe('o2');
  });

  it('puts the caret after a reply’s mentions and their space', () => {
    putStatus(statusJson({ id: 'o1', account: accountJson({ id: 'a1', acct: 'alice' }) }));
    renderWithProviders(<PostForm placement="inline" replyToId="o1" />);
    const reply = screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(reply.value).toBe('@alice ');
    expect(reply.selectionStart).toBe(7);
    expect(reply.selectionEnd).toBe(7);
    expect(document.activeElement).toBe(reply);
  });
});
