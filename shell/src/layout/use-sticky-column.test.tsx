import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useStickyColumn } from './use-sticky-column';

function Column({ height }: { height: number }) {
  const ref = useRef<HTMLElement>(null);
  useStickyColumn(ref, true);
  return (
    <aside
      ref={(node) => {
        if (node) Object.defineProperty(node, 'offsetHeight', { configurable: true, value: height });
        ref.current = node;
      }}
      data-testid="column"
    />
  );
}

describe('a sticky side column', () => {
  it('sticks below the top bar when it fits in the window', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 900 });
    const { getByTestId } = render(<Column height={500} />);
    expect(getByTestId('column').style.getPropertyValue('--column-top')).toBe('64px');
  });

  it('sticks by its bottom edge when it is taller than the window, so its last entry can be reached', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 900 });
    const { getByTestId } = render(<Column height={1500} />);
    expect(getByTestId('column').style.getPropertyValue('--column-top')).toBe('-600px');
  });
});
