import { online$, parseAccount } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowButton } from './follow-button';

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
