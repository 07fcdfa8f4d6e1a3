import { describe, expect, it } from 'vitest';
import { moveById } from './reorder';

const files = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('moveById', () => {
  it('moves one place earlier or later', () => {
    expect(ids(moveById(files, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveById(files, 'b', 1))).toEqual(['a', 'c', 'b']);
  });

  it('moves several places at once (a drop)', () => {
    expect(ids(moveById(files, 'c', -2))).toEqual(['c', 'a', 'b']);
    expect(ids(moveById(files, 'a', 2))).toEqual(['b', 'c', 'a']);
    expect(moveById(files, 'a', 0)).toBe(files);
    expect(moveById(files, 'a', 3)).toBe(files);
  });

  it('leaves the list as it is at its ends and for an unknown id', () => {
    expect(moveById(files, 'a', -1)).toBe(files);
    expect(moveById(files, 'c', 1)).toBe(files);
    expect(moveById(files, 'x', 1)).toBe(files);
  });
});
