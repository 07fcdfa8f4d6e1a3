import { replaceUserPreferences, setPreferences } from '@murmur/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutoShowNew, useAutoShowNew } from './use-auto-show-new';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function tabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
}

function mount(showNew = vi.fn(), waiting = 0) {
  const view = renderHook((props: AutoShowNew) => useAutoShowNew(props), {
    initialProps: { pending: waiting, flushQueued: false, showNew },
  });
  const arrive = (pending: number, flushQueued = false) =>
    act(() => view.rerender({ pending, flushQueued, showNew }));
  return { showNew, arrive, showByReader: () => act(() => view.result.current()) };
}

beforeEach(() => {
  setPreferences({ streaming: true, pauseOnUnfocused: true });
  scrollTo(0);
  tabHidden(false);
});

afterEach(() => {
  cleanup();
  replaceUserPreferences({});
  scrollTo(0);
  tabHidden(false);
});

describe('showing new statuses by themselves', () => {
  it('shows them as they arrive while the page is at the top', () => {
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).toHaveBeenCalledTimes(1);
    arrive(0);
    arrive(1);
    expect(showNew).toHaveBeenCalledTimes(2);
  });

  it('leaves what already waited on mount alone, and shows it with the next arrival', () => {
    const { showNew, arrive } = mount(vi.fn(), 3);
    expect(showNew).not.toHaveBeenCalled();
    arrive(4);
    expect(showNew).toHaveBeenCalledTimes(1);
  });

  it('waits for the reader on a screen come back to through history, even at the top', () => {
    const showNew = vi.fn();
    const view = renderHook((props: AutoShowNew) => useAutoShowNew(props), {
      initialProps: { pending: 0, flushQueued: false, showNew, returning: true },
    });
    act(() => view.rerender({ pending: 1, flushQueued: false, showNew, returning: true }));
    expect(showNew).not.toHaveBeenCalled();
    // Shown by the reader once, then by themselves again.
    act(() => view.result.current());
    expect(showNew).toHaveBeenCalledTimes(1);
    act(() => view.rerender({ pending: 0, flushQueued: false, showNew, returning: true }));
    act(() => view.rerender({ pending: 1, flushQueued: false, showNew, returning: true }));
    expect(showNew).toHaveBeenCalledTimes(2);
  });

  it('in strict mode too (effects run twice on mount)', () => {
    const showNew = vi.fn();
    renderHook(() => useAutoShowNew({ pending: 2, flushQueued: false, showNew }), { wrapper: StrictMode });
    expect(showNew).not.toHaveBeenCalled();
  });

  it('counts anything under 15 px as the top', () => {
    scrollTo(14);
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).toHaveBeenCalledTimes(1);
  });

  it('pauses when the reader scrolled away, and stays paused back at the top', () => {
    scrollTo(15);
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).not.toHaveBeenCalled();
    scrollTo(0);
    arrive(2);
    expect(showNew).not.toHaveBeenCalled();
  });

  it('a show by the reader unpauses', () => {
    scrollTo(400);
    const { showNew, arrive, showByReader } = mount();
    arrive(1);
    scrollTo(0);
    showByReader();
    expect(showNew).toHaveBeenCalledTimes(1);
    arrive(0);
    arrive(1);
    expect(showNew).toHaveBeenCalledTimes(2);
  });

  it('does nothing with the streaming preference off (its default)', () => {
    replaceUserPreferences({});
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).not.toHaveBeenCalled();
  });

  it('pauses in a hidden tab with pause-on-unfocused on', () => {
    tabHidden(true);
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).not.toHaveBeenCalled();
    tabHidden(false);
    arrive(2);
    expect(showNew).not.toHaveBeenCalled();
  });

  it('carries on in a hidden tab with pause-on-unfocused off', () => {
    setPreferences({ pauseOnUnfocused: false });
    tabHidden(true);
    const { showNew, arrive } = mount();
    arrive(1);
    expect(showNew).toHaveBeenCalledTimes(1);
  });

  it('pauses instead of reloading when a flush is queued', () => {
    const { showNew, arrive, showByReader } = mount();
    arrive(20, true);
    expect(showNew).not.toHaveBeenCalled();
    showByReader();
    expect(showNew).toHaveBeenCalledTimes(1);
  });
});
