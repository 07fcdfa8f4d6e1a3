import { parseNotification, type StatusProps, setModuleLoader, store } from '@murmur/shared';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithIntl } from '../timeline/timeline-test-kit';
import { showsPostPreview } from './notification-filter';
import { NotificationItem } from './notifications-panel';

const account = { id: 'a1', username: 'bob', acct: 'bob' };
const status = { id: 's1', created_at: '2026-01-01T00:00:00Z', content: '<p>mine</p>', account };

/** Stands in for the composer's Status: says whether it was asked for a preview. */
function StatusStub({ statusId, preview }: StatusProps) {
  return <div data-status-id={statusId} data-preview={preview ? 'yes' : 'no'} />;
}

beforeEach(() => {
  store.reset();
  setModuleLoader(async (id) => {
    if (id !== 'composer/Status') throw new Error(`unexpected module ${id}`);
    return { default: StatusStub };
  });
});
afterEach(() => {
  cleanup();
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

async function drawnAs(type: string, extra: Record<string, unknown> = {}): Promise<string | null> {
  const n = parseNotification({
    id: '1',
    type,
    created_at: '2026-01-01T00:00:00Z',
    account,
    status,
    ...extra,
  });
  if (!n) throw new Error('fixture');
  const { container, unmount } = render(
    <WithIntl>
      <NotificationItem notification={n} />
    </WithIntl>,
  );
  const post = await waitFor(() => {
    const found = container.querySelector('[data-status-id="s1"]');
    if (!found) throw new Error('not drawn yet');
    return found;
  });
  const preview = post.getAttribute('data-preview');
  unmount();
  return preview;
}

describe('a notification’s post: a preview about the reader’s own post, whole for a mention (0275)', () => {
  it('asks for a preview for a favourite, repeat, reaction, ended poll and edit', async () => {
    expect(await drawnAs('favourite')).toBe('yes');
    expect(await drawnAs('reblog')).toBe('yes');
    expect(await drawnAs('pleroma:emoji_reaction', { emoji: '👍' })).toBe('yes');
    expect(await drawnAs('poll')).toBe('yes');
    expect(await drawnAs('update')).toBe('yes');
  });

  it('draws the whole post for a mention and a subscribed account’s new post', async () => {
    expect(await drawnAs('mention')).toBe('no');
    expect(await drawnAs('status')).toBe('no');
  });

  it('keeps the whole post for any type it does not know', () => {
    expect(showsPostPreview('mention')).toBe(false);
    expect(showsPostPreview('pleroma:chat_mention' as never)).toBe(false);
    expect(showsPostPreview('favourite')).toBe(true);
  });
});
