import { describe, expect, it } from 'vitest';
import { interactionTabs, TAB_TYPES } from './interaction-tabs';

describe('interactions tabs (spec 2 sections 2 and 9)', () => {
  it('offer moves only to a user who does not follow moved accounts automatically', () => {
    expect(interactionTabs(false)).toEqual(['mentions', 'likes+repeats', 'follows', 'moves']);
    expect(interactionTabs(true)).toEqual(['mentions', 'likes+repeats', 'follows']);
  });

  it('ask for likes and repeats together', () => {
    expect(TAB_TYPES['likes+repeats']).toEqual(['favourite', 'reblog']);
  });
});
