import '../testing/setup-dom';
import {
  type BusEvent,
  bus,
  EMPTY_INSTANCE,
  instanceSchema,
  parseAccount,
  resetPreference,
  session$,
  setInstance,
  setPreference,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { draftOwner, loadDraft } from './drafts';

const ME = draftOwner('me', '');

import { PostForm } from './post-form';

let events: BusEvent[] = [];
let subscription: { unsubscribe(): void } | undefined;

beforeEach(() => {
  store.reset();
  localStorage.clear();
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 20, text_limit_stated: true });
  events = [];
  subscription = bus.events$.subscribe((event) => events.push(event));
});

afterEach(() => {
  cleanup();
  subscription?.unsubscribe();
  session$.next({ kind: 'anonymous' });
});

const textbox = () => screen.getByRole('textbox', { name: 'Post new status' });

describe('the post form (spec 3 sections 4 and 5)', () => {
  it('counts text and content warning against the limit and disables posting below zero', () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(15) } });
    expect(screen.getByText('5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a content warning' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Content warning (optional)' }), {
      target: { value: 'a'.repeat(6) },
    });
    expect(screen.getByText('-1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows no counter while the server's limit is unknown (never the client's default)", () => {
    setInstance({ ...EMPTY_INSTANCE });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(15) } });
    expect(document.querySelector('.post-form__counter')).toBeNull();
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("starts a mention's post with '@acct ', the caret after it, in its own draft", () => {
    renderWithProviders(<PostForm placement="column" mention="bob@far.example" />);
    const area = textbox() as HTMLTextAreaElement;
    expect(area.value).toBe('@bob@far.example ');
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe(area.value.length);
  });

  it('refuses an empty post with the spec message', () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toContain("Can't send a post with no content and no files");
  });

  it('posts with an idempotency key, clears the form, drops the draft and announces it', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'new1', content: '<p>hi</p>' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'status/posted', statusId: 'new1' }));
    const sent = api.requests[0];
    expect(sent?.form?.get('status')).toBe('hi');
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect((textbox() as HTMLTextAreaElement).value).toBe('');
    expect(loadDraft(ME, 'status')).toBeNull();
    expect(store.statuses.get('new1')).toBeDefined();
  });

  it('keeps the text and the draft after a server error, and says why', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { status: 500, body: { error: 'Database on fire' } });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Database on fire');
    expect((textbox() as HTMLTextAreaElement).value).toBe('keep me');
    expect(loadDraft(ME, 'status')?.data.status).toBe('keep me');
  });

  it('never shows an OAuth code or a status phrase, but does show the server’s sentence', async () => {
    const api = fakeApi();
    // A scope this server lacks ('local' on Mastodon) is refused with a bare code.
    api.reply('POST /api/v1/statuses', { status: 422, body: { error: 'invalid_request' } });
    api.reply('POST /api/v1/statuses', {
      status: 422,
      body: { error: 'Validation failed: Text can’t be blank' },
    });
    api.reply('POST /api/v1/statuses', { status: 404, body: { error: 'Not found' } });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'keep me' } });
    const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    post();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The server did not accept this.'),
    );
    expect(screen.getByRole('alert').textContent).not.toContain('invalid_request');
    post();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Validation failed: Text can’t be blank'),
    );
    post();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This server does not offer this.'),
    );
    expect(screen.getByRole('alert').textContent).not.toMatch(/Unexpected status|404|Not found/);
    expect((textbox() as HTMLTextAreaElement).value).toBe('keep me');
  });

  it('restores a stored draft when the same form opens again', async () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'half a thought' } });
    await waitFor(() => expect(loadDraft(ME, 'status')?.data.status).toBe('half a thought'));
    cleanup();
    renderWithProviders(<PostForm placement="sidebar" />);
    expect((textbox() as HTMLTextAreaElement).value).toBe('half a thought');
  });

  it('prefills a reply with the author and the mentions, never oneself, and limits its scopes', () => {
    putStatus(
      statusJson({
        id: 'o1',
        visibility: 'private',
        account: accountJson({ id: 'a1', acct: 'alice' }),
        mentions: [
          { id: 'me', acct: 'me', username: 'me', url: 'https://x/me' },
          { id: 'b1', acct: 'bob@far.example', username: 'bob', url: 'https://far.example/bob' },
          { id: 'a1', acct: 'alice', username: 'alice', url: 'https://x/alice' },
        ],
      }),
    );
    renderWithProviders(<PostForm placement="inline" replyToId="o1" />);
    const reply = screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(reply.value).toBe('@alice @bob@far.example ');
    const scope = screen.getByRole('combobox', { name: 'Visibility' }) as HTMLSelectElement;
    expect([...scope.options].map((o) => o.value)).toEqual(['private', 'direct']);
    expect(scope.value).toBe('private');
  });

  it('posts with Ctrl+Enter', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'k1' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'quick' } });
    act(() => {
      fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
  });
});

describe('content types (spec 3 section 4)', () => {
  it("offers the instance's post formats by name and posts the one chosen, MFM included", async () => {
    setInstance(
      instanceSchema.parse({
        max_toot_chars: 500,
        pleroma: { metadata: { post_formats: ['text/plain', 'text/markdown', 'text/x.misskeymarkdown'] } },
      }),
    );
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'mfm1', content: '<p>x</p>' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    const select = screen.getByRole('combobox', { name: 'Content type' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Plain text', 'Markdown', 'MFM']);
    fireEvent.change(select, { target: { value: 'text/x.misskeymarkdown' } });
    fireEvent.change(textbox(), { target: { value: '$[tada hi]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'status/posted', statusId: 'mfm1' }));
    expect(api.requests[0]?.form?.get('content_type')).toBe('text/x.misskeymarkdown');
  });

  it("starts on the user's default format when the server offers it, else on the server's first", () => {
    const formats = ['text/plain', 'text/markdown', 'text/html'];
    setInstance(
      instanceSchema.parse({ max_toot_chars: 500, pleroma: { metadata: { post_formats: formats } } }),
    );
    setPreference('postContentType', 'text/markdown');
    try {
      renderWithProviders(<PostForm placement="sidebar" />);
      expect((screen.getByRole('combobox', { name: 'Content type' }) as HTMLSelectElement).value).toBe(
        'text/markdown',
      );
      cleanup();
      setPreference('postContentType', 'text/bbcode');
      renderWithProviders(<PostForm placement="sidebar" storageKey="other" />);
      expect((screen.getByRole('combobox', { name: 'Content type' }) as HTMLSelectElement).value).toBe(
        'text/plain',
      );
    } finally {
      resetPreference('postContentType');
    }
  });
});

describe('a poll in the post form (spec 3 section 5)', () => {
  beforeEach(() => {
    setInstance(
      instanceSchema.parse({
        max_toot_chars: 500,
        poll_limits: { max_options: 3, max_option_chars: 50, min_expiration: 300, max_expiration: 7200 },
        pleroma: { metadata: { features: ['polls'] } },
      }),
    );
  });

  it('blocks a poll with fewer than two distinct options', () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'Which?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert').textContent).toContain('Too few unique options in poll');
  });

  it('offers rows up to max_options, clamps the expiry and sends the poll', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'new', content: '<p>Which?</p>' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'Which?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Coffee' } });
    // 1 minute is under the 5-minute minimum; days are not offered under a 2-hour maximum.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Poll age' }), { target: { value: '1' } });
    expect((screen.getByRole('spinbutton', { name: 'Poll age' }) as HTMLInputElement).value).toBe('5');
    expect(screen.queryByRole('option', { name: 'days' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    // One post sent (whatever else the form asked on a slow machine, named in a failure).
    await waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v1/statuses'),
    );
    const posts = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/statuses');
    expect(posts).toHaveLength(1);
    const form = posts[0]?.form;
    expect(form?.getAll('poll[options][]')).toEqual(['Tea', 'Coffee']);
    expect(form?.get('poll[expires_in]')).toBe('300');
    expect(form?.get('poll[multiple]')).toBe('false');
  });
});

describe('media in the post form (spec 3 section 5)', () => {
  it('refuses a file over the upload limit with its size and the limit, without uploading', () => {
    const api = fakeApi();
    setInstance(instanceSchema.parse({ max_toot_chars: 500, upload_limit: 1024 }));
    const { container } = renderWithProviders(<PostForm placement="sidebar" />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Upload failed: File too big [2 KiB / 1 KiB]');
    expect(api.requests).toHaveLength(0);
  });
});
