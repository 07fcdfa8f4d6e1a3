import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_SOURCES } from '../theme/theme-engine';
import { previewStyle } from './theme-tab';

describe("the theme preview's style", () => {
  it('gives React colorScheme, not the CSS spelling it warns about', () => {
    const dark = BUILT_IN_SOURCES['pleroma-dark'];
    if (!dark) throw new Error('no pleroma-dark');
    const style = previewStyle(dark) as Record<string, unknown>;
    expect(style['color-scheme']).toBeUndefined();
    expect(style.colorScheme).toBe('dark');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<section style={previewStyle(dark)} />);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/Unsupported style property/);
    error.mockRestore();
  });
});
