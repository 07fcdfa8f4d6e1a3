import { describe, expect, it } from 'vitest';
import { IllegalModalTransition, modalTransition } from './modal-machine';

describe('the modal state machine (spec 1 section 4)', () => {
  it('goes from hidden to visible on open', () => {
    expect(modalTransition('hidden', 'open')).toBe('visible');
  });
  it('toggles between visible and minimized', () => {
    expect(modalTransition('visible', 'toggle')).toBe('minimized');
    expect(modalTransition('minimized', 'toggle')).toBe('visible');
  });
  it('gives hidden on close, from any state', () => {
    expect(modalTransition('visible', 'close')).toBe('hidden');
    expect(modalTransition('minimized', 'close')).toBe('hidden');
    expect(modalTransition('hidden', 'close')).toBe('hidden');
  });
  it('brings a minimized modal back when it is opened again', () => {
    expect(modalTransition('minimized', 'open')).toBe('visible');
  });
  it('treats toggling from hidden as illegal', () => {
    expect(() => modalTransition('hidden', 'toggle')).toThrow(IllegalModalTransition);
  });
});
