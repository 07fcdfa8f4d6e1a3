import { describe, expect, it } from 'vitest';
import { type LoopKeyEvent, loopCommandFor } from './loop-keys';

const key = (k: string, extra: Partial<LoopKeyEvent> = {}): LoopKeyEvent => ({
  key: k,
  target: document.body,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...extra,
});

describe('the keyboard loop’s keys', () => {
  it('reads j/k as moves, o r f b e x as post actions, Enter and Escape', () => {
    expect(loopCommandFor(key('j'))).toEqual({ kind: 'move', direction: 'next' });
    expect(loopCommandFor(key('k'))).toEqual({ kind: 'move', direction: 'previous' });
    expect(
      ['o', 'r', 'f', 'b', 'e', 'x'].map((k) => {
        const command = loopCommandFor(key(k));
        return command?.kind === 'action' ? command.action : null;
      }),
    ).toEqual(['open', 'reply', 'favourite', 'repeat', 'react', 'expand']);
    expect(loopCommandFor(key('Enter'))).toEqual({ kind: 'open-focused' });
    expect(loopCommandFor(key('Escape'))).toEqual({ kind: 'back' });
    expect(loopCommandFor(key('q'))).toBeNull();
  });

  it('does nothing while typing, with Ctrl, Alt, Meta or Shift held, or when the key was taken', () => {
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(input, editable);
    expect(loopCommandFor(key('j', { target: input }))).toBeNull();
    expect(loopCommandFor(key('f', { target: document.createElement('textarea') }))).toBeNull();
    expect(loopCommandFor(key('r', { ctrlKey: true }))).toBeNull();
    expect(loopCommandFor(key('f', { metaKey: true }))).toBeNull();
    expect(loopCommandFor(key('b', { altKey: true }))).toBeNull();
    expect(loopCommandFor(key('J', { shiftKey: true }))).toBeNull();
    expect(loopCommandFor(key('j', { defaultPrevented: true }))).toBeNull();
    input.remove();
    editable.remove();
  });
});
