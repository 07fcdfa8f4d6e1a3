import '../testing/setup-dom';
import { EMPTY_INSTANCE, instance$, parseAccount, session$, setInstance, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { SourcedForm } from './sourced-form';

beforeEach(() => {
  store.reset();
  localStorage.clear();
  sessionStorage.clear();
  const me = parseAccount(accountJson({ id: 'author', username: 'alice', acct: 'alice' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'author' });
  setInstance({ ...EMPTY_INSTANCE, max_toot_chars: 500 });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

const editBox = () => screen.getByRole('textbox', { name: 'Edit status' }) as HTMLTextAreaElement;

describe('editing a post on a server that keeps no source', () => {
  it('opens on the text as shown, says so, learns it once, and gives the focus back after a refusal', async () => {
    const api = fakeApi();
    putStatus(statusJson({ id: 'e1', content: '<p>Boats at <strong>dusk</strong><br>by the pier</p>' }));
    // No reply queued: GET …/source and PUT answer 404, as a server without them does.
    renderWithProviders(<SourcedForm mode="edit" statusId="e1" onDone={() => undefined} />);
    await waitFor(() => expect(editBox().value).toBe('Boats at dusk\nby the pier'));
    expect(screen.getByRole('note').textContent).toContain('does not send a post’s text as it was written');
    expect(instance$.getValue().capabilities.statusSource).toBe(false);

    fireEvent.change(editBox(), { target: { value: 'Boats at dawn' } });
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.reply('PUT /api/v1/statuses/e1', { status: 404, body: { error: 'Not found' }, gate });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    // A browser drops the focus of a button that becomes disabled, as Save does while saving.
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    save.blur();
    answer();
    expect((await screen.findByRole('alert')).textContent).toContain('This server does not offer this.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(instance$.getValue().capabilities.editing).toBe(false);

    // Asked once: another post opens on its text without asking the server.
    cleanup();
    putStatus(statusJson({ id: 'e2', content: '<p>Second</p>' }));
    renderWithProviders(<SourcedForm mode="edit" statusId="e2" onDone={() => undefined} />);
    await waitFor(() => expect(editBox().value).toBe('Second'));
    expect(api.requests.filter((r) => r.path.endsWith('/source')).map((r) => r.path)).toEqual([
      '/api/v1/statuses/e1/source',
    ]);
  });

  it('opens on the source where the server sends it, without the note', async () => {
    const api = fakeApi();
    putStatus(statusJson({ id: 's1', content: '<p>Rendered</p>' }));
    api.reply('GET /api/v1/statuses/s1/source', {
      body: { id: 's1', text: 'Written **as such**', spoiler_text: '', content_type: 'text/markdown' },
    });
    renderWithProviders(<SourcedForm mode="edit" statusId="s1" onDone={() => undefined} />);
    await waitFor(() => expect(editBox().value).toBe('Written **as such**'));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
