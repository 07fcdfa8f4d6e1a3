import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeResizeObserver } from './resize-observer-test-kit';
import { useStickyColumn } from './use-sticky-column';

let heightReads = 0;
function Column() {
  const ref = useRef<HTMLElement>(null);
  useStickyColumn(ref, true);
  return (
    <aside
      ref={(node) => {
        if (node)
          Object.defineProperty(node, 'offsetHeight', {
            configurable: true,
            get: () => {
              heightReads++;
              return 0;
            },
          });
        ref.current = node;
      }}
      data-testid="column"
    />
  );
}

beforeEach(() => {
  heightReads = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 0));
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 900 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function placed(height: number) {
  const { getByTestId } = render(<Column />);
  act(() => {
    FakeResizeObserver.current?.report(height);
    vi.runAllTimers();
  });
  return getByTestId('column').style.getPropertyValue('--column-top');
}

describe('a sticky side column', () => {
  it('sticks below the top bar when it fits in the window', () => {
    expect(placed(500)).toBe('64px');
  });

  it('sticks by its bottom edge when it is taller than the window, so its last entry can be reached', () => {
    expect(placed(1500)).toBe('-600px');
  });

  it('never reads its height as it mounts (that would force a layout of the starting page)', () => {
    const { getByTestId } = render(<Column />);
    expect(getByTestId('column').style.getPropertyValue('--column-top')).toBe('');
    act(() => {
      FakeResizeObserver.current?.report(1000);
      vi.runAllTimers();
    });
    expect(getByTestId('column').style.getPropertyValue('--column-top')).toBe('-100px');
    expect(heightReads).toBe(0);
  });

  it('places itself again when the window changes height', () => {
    const { getByTestId } = render(<Column />);
    act(() => {
      FakeResizeObserver.current?.report(1000);
      vi.runAllTimers();
    });
    window.innerHeight = 1200;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(getByTestId('column').style.getPropertyValue('--column-top')).toBe('64px');
  });
});
