import { describe, expect, it } from 'vitest';
import { nextChunk, pendingAbove, revealOrder } from './reveal-plan';
import { childrenMap, visibleTree } from './thread-order';

// 1 ── 2 ── 3
//  │    └── 4 (focused)
//  └── 5 ── 6
const items = [
  { id: '1', inReplyToId: null },
  { id: '2', inReplyToId: '1' },
  { id: '3', inReplyToId: '2' },
  { id: '4', inReplyToId: '2' },
  { id: '5', inReplyToId: '1' },
  { id: '6', inReplyToId: '5' },
];
const visible = visibleTree(childrenMap(items), ['1'], 10, new Set());

describe('the order a long thread appears in', () => {
  it('starts with the focused status and what follows it, then what precedes it', () => {
    expect(revealOrder(visible, '4')).toEqual(['4', '5', '6', '1', '2', '3']);
    expect(revealOrder(['1', '2', '3', '4'], '3')).toEqual(['3', '4', '1', '2']);
  });

  it('puts every status after its parent or under an ancestor of the focused one', () => {
    const parentOf = new Map(items.map((item) => [item.id, item.inReplyToId]));
    const held = new Set(['1', '2']);
    const order = revealOrder(visible, '4');
    for (const [index, id] of order.entries()) {
      const parent = parentOf.get(id);
      if (parent && !held.has(parent)) expect(order.indexOf(parent)).toBeLessThan(index);
    }
  });

  it('keeps document order when the focused status is not shown (a dive elsewhere)', () => {
    const dive = visibleTree(childrenMap(items), ['5'], 10, new Set());
    expect(revealOrder(dive, '4')).toEqual(['5', '6']);
  });

  it('hands out the statuses not revealed yet, a chunk at a time', () => {
    const order = ['1', '2', '4', '5', '6', '3'];
    expect(nextChunk(order, new Set(), 2)).toEqual(['1', '2']);
    expect(nextChunk(order, new Set(['1', '2', '5']), 2)).toEqual(['4', '6']);
    expect(nextChunk(order, new Set(order), 2)).toEqual([]);
  });

  it('knows when a status before the focused one is still to come', () => {
    expect(pendingAbove(visible, '4', new Set(['1', '2', '4', '5', '6']))).toBe(true);
    expect(pendingAbove(visible, '4', new Set(['1', '2', '3', '4']))).toBe(false);
    expect(pendingAbove(visible, 'elsewhere', new Set())).toBe(false);
  });
});
