import '../testing/setup-dom';
import {
  type Attachment,
  EMPTY_INSTANCE,
  instanceSchema,
  parseAccount,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { draftOwner, loadDraft, saveDraft } from './drafts';

const ME = draftOwner('me', '');

import { PostForm } from './post-form';
import { PREVIEW_DEBOUNCE_MS } from './use-post-preview';

const AKKOMA = '2.7.2 (compatible; Akkoma 3.13.2)';

beforeEach(() => {
  store.reset();
  localStorage.clear();
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance(instanceSchema.parse({ version: AKKOMA, max_toot_chars: 500 }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  session$.next({ kind: 'anonymous' });
});

const textbox = () => screen.getByRole('textbox', { name: 'Post new status' });
const previewButton = () => screen.getByRole('button', { name: 'Preview' });
const previewArea = () => screen.getByRole('region', { name: 'Preview' });
const previewReply = (content: string, extra: Record<string, unknown> = {}) => ({
  body: statusJson({ id: 'pleroma:fakeid', content, ...extra }),
});

describe('the post preview (spec 3 "Preview")', () => {
  it('is offered only where the server renders without posting', () => {
    setInstance(instanceSchema.parse({ version: '4.3.2', max_toot_chars: 500 }));
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    cleanup();
    setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 500 });
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('shows the server’s sanitised rendering and its content warning, posting nothing', async () => {
    const picture = {
      id: 'm1',
      type: 'image',
      url: 'https://murmur.example/media/a.png',
      preview_url: 'https://murmur.example/media/a.png',
    } as Attachment;
    saveDraft(ME, 'status', {
      status: '**hello**',
      spoilerText: 'heads up',
      visibility: 'public',
      contentType: 'text/markdown',
      nsfw: false,
      language: null,
      files: [picture],
      poll: { options: ['a', 'b'], multiple: false, expiresIn: 600, unit: 'minutes' } as never,
    });
    const api = fakeApi();
    api.reply(
      'POST /api/v1/statuses',
      previewReply(
        '<p><strong>hello</strong><img src="https://evil.example/x.png"><script>x()</script></p>',
        {
          spoiler_text: 'heads up',
        },
      ),
    );
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.click(previewButton());
    expect(previewButton().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(previewArea()).getByText('hello').tagName).toBe('STRONG'));
    expect(within(previewArea()).getByText('heads up')).toBeTruthy();
    // The same sanitiser as posts: no script, no image that is not a listed emoji.
    expect(previewArea().querySelector('script, img')).toBeNull();
    const sent = api.requests[0];
    expect(sent?.form?.get('preview')).toBe('true');
    expect(sent?.form?.get('status')).toBe('**hello**');
    expect(sent?.form?.get('spoiler_text')).toBe('heads up');
    expect(sent?.form?.get('content_type')).toBe('text/markdown');
    expect(sent?.form?.has('media_ids[]')).toBe(false);
    expect([...(sent?.form?.keys() ?? [])].some((key) => key.startsWith('poll'))).toBe(false);
    expect(sent?.headers.has('Idempotency-Key')).toBe(false);
    expect(store.statuses.get('pleroma:fakeid')).toBeUndefined();
    // Murmur keeps the draft when a preview is made.
    expect(loadDraft(ME, 'status')?.data.status).toBe('**hello**');
  });

  it('says an empty post is empty without asking the server', () => {
    const api = fakeApi();
    renderWithProviders(<PostForm placement="sidebar" />);
    vi.useFakeTimers();
    fireEvent.click(previewButton());
    act(() => vi.advanceTimersByTime(0));
    expect(within(previewArea()).getByRole('status').textContent).toBe(
      'Nothing to preview: the post is empty',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server’s error in the preview area with a Retry', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', {
      status: 422,
      body: { error: 'The status is over the character limit' },
    });
    api.reply('POST /api/v1/statuses', previewReply('<p>second try</p>'));
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'second try' } });
    fireEvent.click(previewButton());
    const alert = await within(previewArea()).findByRole('alert');
    expect(alert.textContent).toContain('The preview failed: The status is over the character limit');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(previewArea()).findByText('second try')).toBeTruthy();
    expect(api.requests).toHaveLength(2);
  });

  it('asks again 500 ms after the last edit, and an older answer never replaces a newer one', async () => {
    const api = fakeApi();
    let releaseFirst = () => {};
    api.reply('POST /api/v1/statuses', {
      ...previewReply('<p>one</p>'),
      gate: new Promise<void>((resolve) => {
        releaseFirst = resolve;
      }),
    });
    api.reply('POST /api/v1/statuses', previewReply('<p>one two three</p>'));
    vi.useFakeTimers();
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'one' } });
    fireEvent.click(previewButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.requests).toHaveLength(1);
    expect(previewArea().getAttribute('aria-busy')).toBe('true');
    expect(within(previewArea()).getByRole('status').textContent).toBe('Loading the preview…');
    fireEvent.change(textbox(), { target: { value: 'one two' } });
    // Superseded: the running request is aborted as soon as the text changes.
    expect(api.requests[0]?.signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS - 1));
    fireEvent.change(textbox(), { target: { value: 'one two three' } });
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS - 1));
    expect(api.requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.form?.get('status')).toBe('one two three');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(previewArea()).getByText('one two three')).toBeTruthy();
    releaseFirst();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(previewArea()).getByText('one two three')).toBeTruthy();
    expect(within(previewArea()).queryByText('one')).toBeNull();
    expect(previewArea().getAttribute('aria-busy')).toBe('false');
  });

  it('aborts the running request when the form goes away', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { ...previewReply('<p>hi</p>'), gate: new Promise<void>(() => {}) });
    const { unmount } = renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'hi' } });
    fireEvent.click(previewButton());
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(api.requests[0]?.signal?.aborted).toBe(true);
  });

  it('closes with its button and asks nothing more', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', previewReply('<p>hi</p>'));
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.change(textbox(), { target: { value: 'hi' } });
    fireEvent.click(previewButton());
    await within(previewArea()).findByText('hi');
    fireEvent.click(previewButton());
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    fireEvent.change(textbox(), { target: { value: 'hi there' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Only the previews count: the emoji catalogue may load meanwhile on a slow machine.
    expect(api.requests.filter((r) => r.path === '/api/v1/statuses')).toHaveLength(1);
  });
});
