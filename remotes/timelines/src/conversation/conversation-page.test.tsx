import { setPreference, store } from '@murmur/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
});
