import '../testing/setup-dom';
import { type Attachment, instanceSchema, parseAccount, session$, setInstance, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftOwner, loadDraft, saveDraft } from '../post-form/drafts';

const ME = draftOwner('me', '');

import { PostForm } from '../post-form/post-form';
import { fakeApi } from '../testing/fake-api';
import { statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { MediaFields } from './media-fields';

const picture = (name: string): Attachment =>
  ({
    id: name,
    type: 'image',
    url: `https://murmur.example/media/${name}.png`,
    preview_url: `https://murmur.example/media/${name}.png`,
    description: null,
  }) as Attachment;

beforeEach(() => {
  store.reset();
  localStorage.clear();
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance(instanceSchema.parse({ max_toot_chars: 500 }));
  saveDraft(ME, 'status', {
    status: 'three pictures',
    spoilerText: '',
    visibility: 'public',
    contentType: 'text/plain',
    nsfw: false,
    language: null,
    files: [picture('a'), picture('b'), picture('c')],
  });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

const order = () =>
  within(screen.getByRole('list', { name: 'Attachments' }))
    .getAllByRole('textbox')
    .map((input) => input.getAttribute('aria-label'));
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('reordering the attached files (spec 3 section 5)', () => {
  it('moves a file earlier or later, keeps the focus on it, and keeps the order in the draft', async () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    expect(order()).toEqual(['Description of a.png', 'Description of b.png', 'Description of c.png']);
    expect(button('Move a.png earlier').disabled).toBe(true);
    expect(button('Move c.png later').disabled).toBe(true);
    button('Move b.png earlier').focus();
    fireEvent.click(button('Move b.png earlier'));
    expect(order()).toEqual(['Description of b.png', 'Description of a.png', 'Description of c.png']);
    // b is first now: its 'earlier' button is disabled, so its 'later' one has the focus.
    expect(document.activeElement).toBe(button('Move b.png later'));
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('b.png is now file 1 of 3');
    fireEvent.click(button('Move b.png later'));
    expect(order()).toEqual(['Description of a.png', 'Description of b.png', 'Description of c.png']);
    expect(document.activeElement).toBe(button('Move b.png later'));
    fireEvent.click(button('Move c.png earlier'));
    await waitFor(() =>
      expect(loadDraft(ME, 'status')?.data.files?.map((f) => f.id)).toEqual(['a', 'c', 'b']),
    );
  });

  it('posts media_ids[] in the order shown', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/statuses', { body: statusJson({ id: 'n1' }) });
    renderWithProviders(<PostForm placement="sidebar" />);
    fireEvent.click(button('Move c.png earlier'));
    fireEvent.click(button('Move c.png earlier'));
    fireEvent.click(button('Post'));
    // One post sent (whatever else the form asked on a slow machine, named in a failure).
    await waitFor(() =>
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v1/statuses'),
    );
    const posts = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/statuses');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.form?.getAll('media_ids[]')).toEqual(['c', 'a', 'b']);
  });

  it('moves a file dragged by its picture onto another row', async () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    const rows = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    const handle = rows[2]?.querySelector('[draggable="true"]') as HTMLElement;
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(rows[0] as HTMLElement, { dataTransfer });
    fireEvent.drop(rows[0] as HTMLElement, { dataTransfer });
    expect(order()).toEqual(['Description of c.png', 'Description of a.png', 'Description of b.png']);
    expect(screen.getByText('c.png is now file 1 of 3')).toBeTruthy();
    await waitFor(() =>
      expect(loadDraft(ME, 'status')?.data.files?.map((f) => f.id)).toEqual(['c', 'a', 'b']),
    );
  });

  it('offers moving and removing only when the parent supplies them', () => {
    renderWithProviders(
      <MediaFields
        files={[picture('a'), picture('b')]}
        descriptions={{}}
        uploads={[]}
        onDescription={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Move|Remove/ })).toBeNull();
  });
});
