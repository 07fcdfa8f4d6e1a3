import '../testing/setup-dom';
import { type Poll, pollSchema, session$, store } from '@murmur/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import { StatusPoll } from './status-poll';

function pollJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'p1',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    expired: false,
    multiple: false,
    votes_count: 3,
    voters_count: null,
    options: [
      { title: 'Tea', votes_count: 2 },
      { title: 'Coffee', votes_count: 1 },
    ],
    emojis: [],
    voted: false,
    own_votes: [],
    ...overrides,
  };
}

const poll = (overrides: Record<string, unknown> = {}): Poll => pollSchema.parse(pollJson(overrides));

beforeEach(() => {
  store.reset();
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

describe('a poll in a post (spec 3 section 8)', () => {
  it('keeps Vote disabled until a choice is picked, then shows the results the server sent', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/polls/p1/votes', {
      body: pollJson({
        voted: true,
        own_votes: [1],
        votes_count: 4,
        options: [
          { title: 'Tea', votes_count: 2 },
          { title: 'Coffee', votes_count: 2 },
        ],
      }),
    });
    renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
    const vote = screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Coffee' }));
    expect(vote.disabled).toBe(false);
    fireEvent.click(vote);
    await waitFor(() => expect(screen.getAllByText('50%')).toHaveLength(2));
    expect(api.requests.at(-1)?.form?.getAll('choices[]')).toEqual(['1']);
    expect(screen.getByLabelText('Your choice')).toBeTruthy();
    expect(store.polls.get('p1')?.voted).toBe(true);
  });

  it('says on the post when the vote was refused and lets the user try again', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/polls/p1/votes', { status: 422, body: { error: 'Poll is expired' } });
    renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Poll is expired'));
    expect((screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows rounded results to a visitor, for an ended poll and to the author', () => {
    session$.next({ kind: 'anonymous' });
    renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    cleanup();
    session$.next({ kind: 'user', token: 't', accountId: 'me' });
    renderWithProviders(<StatusPoll poll={poll({ expired: true })} ownPost={false} />);
    expect(screen.getByText('Poll ended', { exact: false })).toBeTruthy();
    cleanup();
    renderWithProviders(<StatusPoll poll={poll()} ownPost />);
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('lets several choices be sent for a multiple-choice poll', async () => {
    const api = fakeApi();
    api.reply('POST /api/v1/polls/p1/votes', {
      body: pollJson({ multiple: true, voted: true, own_votes: [0, 1] }),
    });
    renderWithProviders(<StatusPoll poll={poll({ multiple: true })} ownPost={false} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coffee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(store.polls.get('p1')?.voted).toBe(true));
    expect(api.requests.at(-1)?.form?.getAll('choices[]')).toEqual(['0', '1']);
  });
  it('of 5,000 options keeps 100 (issue 39), draws the first 20, then the rest on request (issue 27)', () => {
    const options = Array.from({ length: 5_000 }, (_, i) => ({ title: `Option ${i}`, votes_count: 0 }));
    renderWithProviders(<StatusPoll poll={poll({ options })} ownPost={false} />);
    expect(screen.getAllByRole('radio')).toHaveLength(20);
    const more = screen.getByRole('button', { name: '+80 more options' });
    fireEvent.click(more);
    expect(screen.getAllByRole('radio')).toHaveLength(100);
    // Option 99 can be chosen once it is drawn.
    fireEvent.click(screen.getByRole('radio', { name: 'Option 99' }));
    expect((screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
