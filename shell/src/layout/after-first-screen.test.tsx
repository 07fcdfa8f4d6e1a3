import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, resetFirstScreen } from './after-first-screen';

describe('pieces beside the first screen', () => {
  afterEach(() => {
    cleanup();
    resetFirstScreen(true);
  });

  it('appear once the page’s first screen has had its turn, and at once from then on', async () => {
    resetFirstScreen(false);
    render(<AfterFirstScreen>beside</AfterFirstScreen>);
    expect(screen.queryByText('beside')).toBeNull();
    await waitFor(() => expect(screen.getByText('beside')).toBeTruthy());
    cleanup();
    render(<AfterFirstScreen>again</AfterFirstScreen>);
    expect(screen.getByText('again')).toBeTruthy();
  });

  it('gives the second wait a deadline even when the first idle moment came late (a timeout of 0 is none)', () => {
    const timeouts: (number | undefined)[] = [];
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      timeouts.push(options?.timeout);
      pending.push(callback);
      return pending.length;
    });
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      resetFirstScreen(false);
      render(<AfterFirstScreen>beside</AfterFirstScreen>);
      // The first idle moment comes two seconds late.
      now.mockReturnValue(2_000);
      pending.shift()?.();
      expect(timeouts).toHaveLength(2);
      expect(timeouts[1]).toBeGreaterThan(0);
    } finally {
      now.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
