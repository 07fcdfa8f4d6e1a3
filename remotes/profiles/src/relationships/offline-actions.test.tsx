import { online$, parseAccount } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowButton } from './follow-button';
import { RelationshipMenu } from './relationship-menu';

afterEach(() => {
  cleanup();
  act(() => online$.next(true));
});

describe('the follow button offline (issue 36)', () => {
  it('is disabled with the reason while there is no network, and comes back with it', () => {
    const account = parseAccount(accountJson({ id: 'b1', username: 'bob', acct: 'bob' }));
    if (!account) throw new Error('fixture');
    const relationship = { id: 'b1', following: false, requested: false } as never;
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <FollowButton account={account} relationship={relationship} />
      </IntlProvider>,
    );
    const button = () => screen.getByRole('button', { name: /Follow/ });
    expect(button()).toHaveProperty('disabled', false);
    act(() => online$.next(false));
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('title')).toBe('Follow: not available offline');
    act(() => online$.next(true));
    expect(button()).toHaveProperty('disabled', false);
  });
});

describe('the profile card’s menu offline (issue 36)', () => {
  it('keeps its items in the keyboard loop but says each needs the network, and does nothing', () => {
    const account = parseAccount(accountJson({ id: 'b2', username: 'carol', acct: 'carol@remote.example' }));
    if (!account) throw new Error('fixture');
    const relationship = { id: 'b2', following: false, muting: false, blocking: false } as never;
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <RelationshipMenu account={account} relationship={relationship} />
      </IntlProvider>,
    );
    act(() => online$.next(false));
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const mute = screen.getByRole('menuitem', { name: 'Mute: not available offline' });
    expect(mute.getAttribute('aria-disabled')).toBe('true');
    expect(mute.textContent).toBe('Mute: not available offline');
    fireEvent.click(mute);
    // Nothing was asked: the menu is still open, no confirmation was requested.
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => online$.next(true));
    expect(screen.getByRole('menuitem', { name: 'Mute' }).getAttribute('aria-disabled')).toBeNull();
  });
});
