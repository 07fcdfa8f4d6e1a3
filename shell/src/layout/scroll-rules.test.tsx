import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_KEPT, ScrollPositions, ScrollRules } from './scroll-rules';

describe('ScrollPositions', () => {
  it('keeps the newest entries past its cap', () => {
    const positions = new ScrollPositions();
    for (let entry = 0; entry <= SCROLL_POSITIONS_KEPT; entry++) positions.record(`entry-${entry}`, entry);
    expect(positions.get('entry-0')).toBeUndefined();
    expect(positions.get(`entry-${SCROLL_POSITIONS_KEPT}`)).toBe(SCROLL_POSITIONS_KEPT);
  });
});

/** The window's offset as the tests' fake browser holds it. */
let offset = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  offset = y;
});
let navigate: NavigateFunction = () => undefined;

function Page() {
  navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/notice/:id" element={<ShortThread />} />
        <Route path="*" element={null} />
      </Routes>
      <ScrollRules />
    </>
  );
}

/** Shorter than the window: the browser clamps the offset to 0 as soon as it is laid out. */
function ShortThread() {
  useLayoutEffect(() => {
    offset = 0;
  }, []);
  return null;
}

/** The page, opened on a feed. */
function renderFeed() {
  render(
    <MemoryRouter initialEntries={['/main/all']}>
      <Page />
    </MemoryRouter>,
  );
}

describe('ScrollRules', () => {
  beforeEach(() => {
    offset = 0;
    scrollTo.mockClear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => offset);
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('going back to a feed puts the reader where they were, though the thread was shorter', async () => {
    renderFeed();
    offset = 18_000;
    await act(async () => {
      await navigate('/notice/1');
    });
    expect(offset).toBe(0);
    scrollTo.mockClear();
    await act(async () => {
      await navigate(-1);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 18_000);
  });

  it('a new screen starts at the top', async () => {
    renderFeed();
    offset = 5_000;
    await act(async () => {
      await navigate('/main/public');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
