import '../testing/setup-dom';
import { store } from '@murmur/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollPart, reactionsPart } from '../parts/post-parts';
import { Status } from '../status/status';
import { putStatus, statusJson } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';

// The poll and reactions are parts (decision 0255); the bare display rendered here has no Suspense
// to wait for them behind, so they are loaded first, as the page's idle moment would.
beforeAll(() => Promise.all([pollPart.load(), reactionsPart.load()]), 30_000);
beforeEach(() => store.reset());
afterEach(() => cleanup());

describe('a nested list cut where the answer entered says so (issue 39, docs/caps.md)', () => {
  it('says "and N more, not shown" under reactions, poll options and attachments cut at their caps', () => {
    putStatus(
      statusJson({
        id: 'cut',
        emoji_reactions: Array.from({ length: 3_000 }, (_, i) => ({ name: `r${i}`, count: 1, me: false })),
        poll: {
          id: 'poll-cut',
          expired: true,
          expires_at: null,
          multiple: false,
          votes_count: 0,
          voters_count: null,
          voted: false,
          own_votes: [],
          emojis: [],
          options: Array.from({ length: 3_000 }, (_, i) => ({ title: `o${i}`, votes_count: 0 })),
        },
        media_attachments: Array.from({ length: 30 }, (_, i) => ({
          id: `m${i}`,
          type: 'image',
          url: `https://media.example/${i}.png`,
          preview_url: `https://media.example/${i}.png`,
          description: null,
        })),
      }),
    );
    renderWithProviders(<Status statusId="cut" />);
    // 3,000 reactions kept to 100, 3,000 options to 100, 30 attachments to 20 (CAPS).
    expect(screen.getAllByText('and 2,900 more, not shown')).toHaveLength(2);
    expect(screen.getByText('and 10 more, not shown')).toBeTruthy();
  });

  it('says nothing when nothing was cut', () => {
    putStatus(statusJson({ id: 'whole', emoji_reactions: [{ name: 'r', count: 1, me: false }] }));
    renderWithProviders(<Status statusId="whole" />);
    expect(screen.queryByText(/more, not shown/)).toBeNull();
  });
});
