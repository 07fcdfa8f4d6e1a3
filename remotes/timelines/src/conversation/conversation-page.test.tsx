import { bus, parseStatus, setPreference, store } from '@murmur/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, installStatusStub, statusJson, WithIntl } from '../timeline/timeline-test-kit';
import { ConversationPage } from './conversation-page';

function reply(id: string, to: string): Record<string, unknown> {
  return { ...statusJson(id), in_reply_to_id: to };
}

beforeEach(() => {
  store.reset();
  installStatusStub();
  setPreference('conversationDisplay', 'linear');
  setPreference('maxDepthInThread', 3);
  setPreference('virtualScrolling', true);
});

afterEach(cleanup);

function serveThread() {
  const server = fakeServer();
  server.reply('/api/v1/statuses/3', { body: reply('3', '2') });
  server.reply('/api/v1/statuses/3/context', {
    body: {
      ancestors: [statusJson('1'), reply('2', '1')],
      descendants: [reply('4', '3'), reply('5', '4'), reply('6', '3')],
    },
  });
  return server;
}

const shownIds = () => [...document.querySelectorAll('article')].map((a) => a.getAttribute('data-status-id'));

describe('the conversation view (spec 2 section 2)', () => {
  it('shows the thread sorted by id, the opened status highlighted', async () => {
    serveThread();
    render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    expect(await screen.findByText('post 6')).toBeTruthy();
    expect(shownIds()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(document.querySelector('[aria-current="true"]')?.getAttribute('data-status-id')).toBe('3');
  });

  it('takes the user’s own reply at once when the composer announces it, once', async () => {
    serveThread();
    render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    await screen.findByText('post 6');
    const mine = parseStatus(reply('7', '4'));
    if (mine) store.statuses.upsert(mine);
    act(() => bus.emit({ type: 'status/posted', statusId: '7' }));
    act(() => bus.emit({ type: 'status/posted', statusId: '7' }));
    expect(await screen.findByText('post 7')).toBeTruthy();
    expect(shownIds()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(store.retention.has('statuses', '7')).toBe(true);
  });

  it('retains every status of the open thread against the store sweep, until it closes', async () => {
    serveThread();
    setPreference('conversationDisplay', 'tree');
    setPreference('maxDepthInThread', 2);
    const view = render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    await screen.findByText('post 6');
    // '5' is folded behind 'show replies': not rendered, still kept.
    expect(shownIds()).not.toContain('5');
    expect(['1', '2', '3', '4', '5', '6'].every((id) => store.retention.has('statuses', id))).toBe(true);
    view.unmount();
    expect(store.retention.has('statuses', '5')).toBe(false);
  });

  it('shows the opened status while its context is on its way', async () => {
    let release = () => {};
    const server = fakeServer();
    server.reply('/api/v1/statuses/3', { body: reply('3', '2') });
    server.reply('/api/v1/statuses/3/context', {
      gate: new Promise<void>((resolve) => {
        release = resolve;
      }),
      body: { ancestors: [statusJson('1'), reply('2', '1')], descendants: [] },
    });
    render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    expect(await screen.findByText('post 3')).toBeTruthy();
    expect(shownIds()).toEqual(['3']);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const opened = document.querySelector('[data-status-id="3"]');
    release();
    expect(await screen.findByText('post 1')).toBeTruthy();
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('status')).toBeNull();
    // The same element: what the reader opened on it (a menu, a form) is still there.
    expect(document.querySelector('[data-status-id="3"]')).toBe(opened);
  });

  it('nests replies in tree mode, hides those past the depth limit and dives into a branch', async () => {
    serveThread();
    render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    await screen.findByText('post 6');
    fireEvent.click(screen.getByRole('button', { name: 'Tree view' }));
    // maxDepthInThread 3: one level shown, deeper ones wait (the opened status's chain is open).
    expect(shownIds()).toEqual(['1', '2', '3', '4', '6']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Show replies (1)' })[0] as HTMLElement);
    expect(shownIds()).toEqual(['1', '2', '3', '4', '5', '6']);
    const four = document
      .querySelector('[data-status-id="4"]')
      ?.closest('.conversation-status') as HTMLElement;
    fireEvent.click(within(four).getByRole('button', { name: 'Dive into this thread' }));
    expect(shownIds()).toEqual(['4', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the whole conversation' }));
    expect(shownIds()[0]).toBe('1');
    // '3' has two replies (and three statuses under it): it offers to follow them all.
    fireEvent.click(screen.getByRole('button', { name: 'Follow with 3 more replies' }));
    expect(shownIds()).toEqual(['3', '4', '5', '6']);
  });

  it('says so when the status is gone, and offers a retry for other errors', async () => {
    const server = fakeServer();
    server.reply('/api/v1/statuses/9', { status: 500, body: { error: 'boom' } });
    server.reply('/api/v1/statuses/9', { body: statusJson('9') });
    server.reply('/api/v1/statuses/9/context', { body: { ancestors: [], descendants: [] } });
    render(
      <WithIntl>
        <ConversationPage statusId="9" />
      </WithIntl>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching the conversation');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('post 9')).toBeTruthy();
  });

  it('keeps the opened status on the page when only its context cannot be read', async () => {
    const server = fakeServer();
    server.reply('/api/v1/statuses/3', { body: reply('3', '2') });
    server.reply('/api/v1/statuses/3/context', { status: 502, body: '<html>Bad gateway</html>' });
    server.reply('/api/v1/statuses/3/context', {
      body: { ancestors: [statusJson('1'), reply('2', '1')], descendants: [] },
    });
    render(
      <WithIntl>
        <ConversationPage statusId="3" />
      </WithIntl>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching the conversation');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('post 1')).toBeTruthy();
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('words a failure for the reader: no status phrase, the server’s sentence when it has one', async () => {
    const server = fakeServer();
    server.reply('/api/v1/statuses/9', { status: 500, body: { error: 'Internal server error' } });
    server.reply('/api/v1/statuses/9', { status: 403, body: { error: 'This post is only for followers.' } });
    render(
      <WithIntl>
        <ConversationPage statusId="9" />
      </WithIntl>,
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('The server had a problem. Try again later.'));
    expect(alert.textContent).not.toMatch(/Internal|Unexpected status|500/i);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This post is only for followers.'),
    );
  });

  it('shows a long thread whole, in order, in either mode', { timeout: 30_000 }, async () => {
    // 120 replies to one post: more than one chunk, the opened one near the end.
    const replies = Array.from({ length: 120 }, (_, i) => reply(String(i + 2), '1'));
    const server = fakeServer();
    server.reply('/api/v1/statuses/110', { body: reply('110', '1') });
    server.reply('/api/v1/statuses/110/context', {
      body: { ancestors: [statusJson('1')], descendants: replies.filter((r) => r.id !== '110') },
    });
    setPreference('virtualScrolling', false);
    render(
      <WithIntl>
        <ConversationPage statusId="110" />
      </WithIntl>,
    );
    const all = Array.from({ length: 121 }, (_, i) => String(i + 1));
    // Generous waits: 121 posts take a while in happy-dom on a busy machine.
    const slow = { timeout: 10_000 };
    expect(await screen.findByText('post 110', {}, slow)).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(all), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Tree view' }));
    await waitFor(() => expect(shownIds()).toEqual(all), slow);
    const replyList = document.querySelector('.conversation-roots > li > ul.conversation-replies');
    expect(replyList?.querySelectorAll(':scope > li').length).toBe(120);
  });
});
