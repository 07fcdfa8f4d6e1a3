import { store } from '@murmur/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, WithIntl } from '../timeline/timeline-test-kit';
import { StatusInteractions } from './status-interactions';

beforeEach(() => store.reset());
afterEach(cleanup);

describe('who favourited and repeated a highlighted status', () => {
  it('asks for an opaque id encoded once and lists the accounts', async () => {
    const server = fakeServer();
    const id = 'abc/déf 1';
    const encoded = encodeURIComponent(id);
    server.reply(`/api/v1/statuses/${encoded}/favourited_by`, {
      body: [{ id: 'b1', username: 'bob', acct: 'bob', display_name: 'Bob Fan' }],
    });
    server.reply(`/api/v1/statuses/${encoded}/reblogged_by`, { body: [] });
    render(
      <WithIntl>
        <StatusInteractions statusId={id} />
      </WithIntl>,
    );
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(2));
    const paths = server.requests.map((url) => url.pathname);
    expect(paths).toContain(`/api/v1/statuses/${encoded}/favourited_by`);
    expect(paths.some((path) => path.includes('%25'))).toBe(false);
    expect(await screen.findByText('Bob Fan')).toBeTruthy();
  });
});

describe('the thread caps reactions as the timeline does (issue 39)', () => {
  it('draws the first twelve of a 10,000-reaction post and says how many more there are', async () => {
    const { instance$, NO_CAPABILITIES } = await import('@murmur/shared');
    const before = instance$.getValue();
    instance$.next({ ...before, capabilities: { ...NO_CAPABILITIES, emojiReactions: true } });
    try {
      const server = fakeServer();
      server.reply('/api/v1/statuses/s1/favourited_by', { body: [] });
      server.reply('/api/v1/statuses/s1/reblogged_by', { body: [] });
      server.reply('/api/v1/pleroma/statuses/s1/reactions', {
        body: Array.from({ length: 10_000 }, (_, i) => ({
          name: `r${i}`,
          count: 1,
          me: false,
          accounts: [],
        })),
      });
      const { container } = render(
        <WithIntl>
          <StatusInteractions statusId="s1" />
        </WithIntl>,
      );
      expect(await screen.findByText(/and 988 more/)).toBeTruthy();
      expect(container.querySelectorAll('.status-interactions-reaction')).toHaveLength(12);
      // A page of accounts is asked for, never the server's whole list.
      const favourites = server.requests.find((url) => url.pathname.endsWith('/favourited_by'));
      expect(favourites?.searchParams.get('limit')).toBe('40');
    } finally {
      instance$.next(before);
    }
  });
});
