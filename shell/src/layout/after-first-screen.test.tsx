import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
