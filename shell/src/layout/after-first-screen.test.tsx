import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AfterFirstScreen,
  mainColumnDrawn,
  resetFirstScreen,
  whenMainColumnDrawn,
} from './after-first-screen';

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

describe('the main column drawn', () => {
  const page = (html: string) => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = html;
    return doc;
  };

  it('is not drawn while it is missing, holds only the login hint, loads, or says it is busy', () => {
    expect(mainColumnDrawn(page('<div></div>'))).toBe(false);
    expect(mainColumnDrawn(page('<main id="main-content"><p class="login-hint">in</p></main>'))).toBe(false);
    expect(
      mainColumnDrawn(
        page('<main id="main-content"><div class="panel shell-loading" role="status"></div></main>'),
      ),
    ).toBe(false);
    expect(
      mainColumnDrawn(
        page(
          '<main id="main-content"><div role="feed" aria-busy="false"><article aria-busy="true"></article></div></main>',
        ),
      ),
    ).toBe(false);
    expect(
      mainColumnDrawn(
        page(
          '<main id="main-content"><p class="login-hint">in</p><div role="feed" aria-busy="false"><article></article></div></main>',
        ),
      ),
    ).toBe(true);
  });

  it('resolves when the busy feed is done, or at the limit', async () => {
    const doc = page('<main id="main-content"><div role="feed" aria-busy="true"></div></main>');
    document.body.replaceChildren(...[...doc.body.childNodes].map((n) => document.importNode(n, true)));
    let drawn = false;
    const waiting = whenMainColumnDrawn(document, 60_000).then(() => {
      drawn = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(drawn).toBe(false);
    document.querySelector('[role=feed]')?.setAttribute('aria-busy', 'false');
    await waiting;
    expect(drawn).toBe(true);
    document.body.replaceChildren();
    // Nothing ever drawn: the limit lets the work go on.
    await whenMainColumnDrawn(document, 20);
  });
});
