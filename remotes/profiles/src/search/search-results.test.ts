import { parseAccount, parseStatus, tagSchema } from '@murmur/shared';
import { describe, expect, it } from 'vitest';
import { firstNonEmptyTab, queryFrom, tagPeople } from './search-results';

const status = parseStatus({
  id: '1',
  created_at: '2026-01-01T00:00:00Z',
  content: 'x',
  account: { id: 'a', username: 'a', acct: 'a' },
});
const account = parseAccount({ id: 'a', username: 'a', acct: 'a' });

describe('search', () => {
  it('opens on the first tab with results, statuses first', () => {
    expect(firstNonEmptyTab({ statuses: [], accounts: account ? [account] : [], hashtags: [] })).toBe(
      'accounts',
    );
    expect(firstNonEmptyTab({ statuses: status ? [status] : [], accounts: [], hashtags: [] })).toBe(
      'statuses',
    );
    expect(firstNonEmptyTab({ statuses: [], accounts: [], hashtags: [] })).toBe('statuses');
  });

  it('counts the people of a hashtag over its history', () => {
    const tag = tagSchema.parse({
      name: 'cats',
      history: [
        { day: '1', uses: 5, accounts: 2 },
        { day: '2', uses: 1, accounts: 1 },
      ],
    });
    expect(tagPeople(tag)).toBe(3);
  });

  it('reads the query from the route', () => {
    expect(queryFrom('query=cats+and+dogs')).toBe('cats and dogs');
    expect(queryFrom('')).toBe('');
  });
});
