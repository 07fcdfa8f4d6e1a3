import { describe, expect, it } from 'vitest';
import { highlightOf } from './status';

describe('the per-author highlight', () => {
  it('applies solid, striped and side highlights by screen name, never a disabled one', () => {
    const highlights = {
      bob: { type: 'solid' as const, color: '#ff0000' },
      'dave@far.example': { type: 'disabled' as const, color: '#00ff00' },
    };
    expect(highlightOf(highlights, 'bob')).toEqual({ type: 'solid', color: '#ff0000' });
    expect(highlightOf(highlights, 'dave@far.example')).toBeNull();
    expect(highlightOf(highlights, 'carol')).toBeNull();
  });

  it('uses only a #rrggbb colour (an imported file may hold anything)', () => {
    const hostile = {
      bob: { type: 'side' as const, color: 'red; background: url(https://tracker.example/x)' },
    };
    expect(highlightOf(hostile, 'bob')).toEqual({ type: 'side', color: '#FFFFFF' });
  });
});
