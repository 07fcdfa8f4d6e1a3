import '../testing/setup-dom';
import {
  configureApiClient,
  drainOutbox,
  EMPTY_INSTANCE,
  online$,
  type Poll,
  pollSchema,
  readOutbox,
  session$,
  setInstance,
  store,
} from '@murmur/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftOwner } from '../post-form/drafts';
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
  localStorage.clear();
  setInstance(EMPTY_INSTANCE);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
});

afterEach(() => {
  cleanup();
  online$.next(true);
  session$.next({ kind: 'anonymous' });
});

const ME = draftOwner('me', '');

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

  describe('a vote through the outbox (decision 0220)', () => {
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

    it('offline, waits with its key in place of Vote, across a reload; Cancel gives the choices back', async () => {
      const api = fakeApi();
      online$.next(false);
      renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
      fireEvent.click(radio('Coffee'));
      fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
      const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
      expect(waiting.textContent).toContain('Your vote: Coffee');
      // The Vote button went: focus is on what replaced it.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel sending' })),
      );
      expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
      expect(api.requests).toHaveLength(0);
      const [entry] = readOutbox(ME);
      expect(entry).toMatchObject({
        kind: 'vote',
        slot: 'vote:p1',
        request: { method: 'POST', path: '/api/v1/polls/p1/votes', json: { choices: [1] } },
      });
      expect(entry?.id).toBeTruthy();

      cleanup(); // the reload
      renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
      expect(screen.getByRole('region', { name: 'Waiting to send' }).textContent).toContain('Coffee');
      // What waits is shown chosen, and cannot be changed while it waits.
      expect(radio('Coffee').checked).toBe(true);
      expect(radio('Tea').closest('fieldset')?.disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel sending' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull());
      expect(radio('Coffee').checked).toBe(true);
      expect(radio('Tea').closest('fieldset')?.disabled).toBe(false);
      await waitFor(() => expect(document.activeElement).toBe(radio('Coffee')));
      expect((screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement).disabled).toBe(false);
      expect(readOutbox(ME)).toEqual([]);
    });

    it('waits after a lost answer with the key that request had, and shows the results once sent', async () => {
      const keys: (string | null)[] = [];
      configureApiClient({
        baseUrl: 'https://murmur.example',
        getToken: () => 't',
        fetch: ((_input: RequestInfo | URL, init?: RequestInit) => {
          keys.push(new Headers(init?.headers).get('Idempotency-Key'));
          return Promise.reject(new TypeError('Failed to fetch'));
        }) as typeof fetch,
      });
      renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
      fireEvent.click(radio('Tea'));
      fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
      await screen.findByRole('region', { name: 'Waiting to send' });
      const [entry] = readOutbox(ME);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key === entry?.id)).toBe(true);

      const api = fakeApi();
      api.reply('POST /api/v1/polls/p1/votes', {
        body: pollJson({ voted: true, own_votes: [0], votes_count: 4 }),
      });
      await act(async () => {
        await drainOutbox(ME);
      });
      expect(api.requests[0]?.headers.get('Idempotency-Key')).toBe(entry?.id);
      await waitFor(() => expect(screen.getByLabelText('Your choice')).toBeTruthy());
      expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull();
      expect(readOutbox(ME)).toEqual([]);
    });

    it('brings the choices back with the server’s words when it refuses the waiting vote', async () => {
      const api = fakeApi();
      online$.next(false);
      renderWithProviders(<StatusPoll poll={poll()} ownPost={false} />);
      fireEvent.click(radio('Tea'));
      fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
      await screen.findByRole('region', { name: 'Waiting to send' });

      online$.next(true);
      api.reply('POST /api/v1/polls/p1/votes', { status: 422, body: { error: 'Already voted' } });
      await act(async () => {
        await drainOutbox(ME);
      });
      const form = screen.getByRole('form', { name: 'Poll' });
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('Already voted'));
      expect(radio('Tea').checked).toBe(true);
      expect(screen.queryByRole('region', { name: 'Waiting to send' })).toBeNull();
      expect(readOutbox(ME)).toEqual([]);
    });
  });
});
