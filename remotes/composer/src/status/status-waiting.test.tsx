import '../testing/setup-dom';
import { store } from '@murmur/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { Status } from './status';

// The poll's part never arrives here: the post's body waits for it (decision 0255).
vi.mock('../parts/post-parts', async (importOriginal) => {
  const parts = await importOriginal<typeof import('../parts/post-parts')>();
  const { definePart } = await import('../parts/part');
  return { ...parts, pollPart: definePart(() => new Promise<never>(() => {})) };
});

beforeEach(() => store.reset());
afterEach(() => cleanup());

const poll = {
  id: 'poll1',
  expires_at: null,
  expired: false,
  multiple: false,
  votes_count: 0,
  voters_count: 0,
  voted: false,
  own_votes: [],
  options: [{ title: 'yes', votes_count: 0 }],
  emojis: [],
};

describe('a post whose body waits for a part', () => {
  it('is in the feed and named by its author while it waits', () => {
    putStatus(statusJson({ id: 'w1', poll }));
    renderWithProviders(<Status statusId="w1" posInSet={1} setSize={1} />);
    const article = screen.getByRole('article', { name: 'Alice' });
    expect(article.tabIndex).toBe(0);
    expect(article.querySelector('[aria-busy=true]')).not.toBeNull();
    expect(article.textContent).toBe('Alice');
  });
});
