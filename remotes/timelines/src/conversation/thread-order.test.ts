import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  childrenMap,
  compareStatusIds,
  countDescendants,
  hiddenDepth,
  sortThread,
  visibleTree,
} from './thread-order';

describe('the conversation order (spec 2 section 2)', () => {
  it('sorts by numeric id, longer numbers later, non-numeric ids after numeric ones', () => {
    const ids = ['b', '117622611912949760', '9', 'a', '10', '117622611912949759'];
    expect([...ids].sort(compareStatusIds)).toEqual([
      '9',
      '10',
      '117622611912949759',
      '117622611912949760',
      'b',
      'a',
    ]);
  });

  it('nests replies under their parents, a reply to a missing status starting a branch', () => {
    const items = [
      { id: '3', inReplyToId: '1' },
      { id: '1', inReplyToId: null },
      { id: '2', inReplyToId: '1' },
      { id: '4', inReplyToId: '2' },
      { id: '7', inReplyToId: 'gone' },
    ];
    const children = childrenMap(items);
    expect(children.get('')).toEqual(['1', '7']);
    expect(children.get('1')).toEqual(['2', '3']);
    expect(countDescendants(children, '1')).toBe(3);
    expect(sortThread(items).map((i) => i.id)).toEqual(['1', '2', '3', '4', '7']);
    expect(ancestorsOf(items, '4')).toEqual(['1', '2', '4']);
  });

  it('hides replies deeper than maxDepthInThread minus 2, at least 1', () => {
    expect(hiddenDepth(6)).toBe(4);
    expect(hiddenDepth(3)).toBe(1);
    expect(hiddenDepth(1)).toBe(1);
    expect(hiddenDepth(0)).toBe(1);
  });

  it('lists the statuses the tree shows in document order, deep replies only when opened', () => {
    const children = childrenMap([
      { id: '1', inReplyToId: null },
      { id: '2', inReplyToId: '1' },
      { id: '3', inReplyToId: '2' },
      { id: '4', inReplyToId: '1' },
      { id: '5', inReplyToId: null },
    ]);
    expect(visibleTree(children, ['1', '5'], 1, new Set())).toEqual(['1', '2', '4', '5']);
    expect(visibleTree(children, ['1', '5'], 1, new Set(['2']))).toEqual(['1', '2', '3', '4', '5']);
    expect(visibleTree(children, ['2'], 1, new Set())).toEqual(['2', '3']);
  });
});
