import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeResizeObserver } from './resize-observer-test-kit';
import {
  USER_PANEL_HEIGHT_KEY,
  USER_PANEL_HOLD_MS,
  USER_PANEL_SETTLE_MS,
  UserPanelArea,
} from './user-panel-area';

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function area() {
  const { container } = render(
    <UserPanelArea>
      <p>card</p>
    </UserPanelArea>,
  );
  return container.querySelector('.user-panel') as HTMLElement;
}

const report = (height: number, wait = 0) =>
  act(() => {
    FakeResizeObserver.current?.report(height);
    vi.advanceTimersByTime(wait);
  });

describe('the sidebar’s user panel area', () => {
  it('on a first start reserves nothing, and keeps the height its pieces took once they hold still', () => {
    const panel = area();
    expect(panel.style.minHeight).toBe('');
    report(336, 200);
    report(558, USER_PANEL_SETTLE_MS);
    expect(localStorage.getItem(USER_PANEL_HEIGHT_KEY)).toBe('558');
    expect(panel.style.minHeight).toBe('');
  });

  it('on a later start holds that height until its pieces fill it, so the navigation does not move', () => {
    localStorage.setItem(USER_PANEL_HEIGHT_KEY, '558');
    const panel = area();
    expect(panel.style.minHeight).toBe('558px');
    // The card alone, even holding still, does not let go of the place.
    report(336, USER_PANEL_SETTLE_MS * 2);
    expect(panel.style.minHeight).toBe('558px');
    report(560, USER_PANEL_SETTLE_MS);
    expect(panel.style.minHeight).toBe('');
    expect(localStorage.getItem(USER_PANEL_HEIGHT_KEY)).toBe('560');
  });

  it('lets go at the end of its hold when the pieces stay smaller, and keeps their new height', () => {
    localStorage.setItem(USER_PANEL_HEIGHT_KEY, '558');
    const panel = area();
    report(336);
    act(() => {
      vi.advanceTimersByTime(USER_PANEL_HOLD_MS);
    });
    expect(panel.style.minHeight).toBe('');
    expect(localStorage.getItem(USER_PANEL_HEIGHT_KEY)).toBe('336');
  });

  it('reserves nothing for a stored value that is not a height', () => {
    for (const junk of ['abc', '-5', '1e9', '']) {
      localStorage.setItem(USER_PANEL_HEIGHT_KEY, junk);
      const panel = area();
      expect(panel.style.minHeight).toBe('');
    }
  });
});
