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
