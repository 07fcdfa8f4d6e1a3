import { act, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAccount } from '../entities/account';
import { resetPreference, setPreference } from '../preferences/preferences';
import type { PreferenceKey } from '../preferences/schema';
import { ANONYMOUS, session$ } from '../session/session';
import { store } from '../store/store';
import { MentionLink, mentionParts } from './mention-link';

const ALICE = { id: '1', username: 'alice', acct: 'alice', url: 'https://local.example/users/alice' };
const BOB = { id: '2', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' };

function show(mention: typeof ALICE) {
  const { container } = render(
    <IntlProvider locale="en">
      <MemoryRouter>
        <MentionLink mention={mention} to="/x" className="u-url mention" fallback="server text" />
      </MemoryRouter>
    </IntlProvider>,
  );
  return container.querySelector('a') as HTMLAnchorElement;
}

const KEYS: PreferenceKey[] = [
  'mentionLinkDisplay',
  'mentionLinkShowTooltip',
  'mentionLinkShowAvatar',
  'mentionLinkShowYous',
  'mentionLinkBoldenYou',
  'mentionLinkFadeDomain',
  'useAtIcon',
];
afterEach(() => {
  act(() => {
    for (const key of KEYS) resetPreference(key);
    session$.next(ANONYMOUS);
  });
  store.reset();
});

describe('mentionParts', () => {
  it('splits a remote address and gives a local one its profile’s host', () => {
    expect(mentionParts(BOB)).toEqual({ name: 'bob', server: 'remote.example' });
    expect(mentionParts(ALICE)).toEqual({ name: 'alice', server: 'local.example' });
    expect(mentionParts({ ...ALICE, url: 'not a url' })).toEqual({ name: 'alice', server: '' });
  });
});

describe('MentionLink (spec 3 mention display options)', () => {
  it('is short by default, with the full address as its tooltip', () => {
    const link = show(BOB);
    expect(link.textContent).toBe('@bob');
    expect(link.getAttribute('title')).toBe('@bob@remote.example');
    expect(link.className).toContain('mention--short');
  });

  it('shows the full address, its server faded, with mentionLinkDisplay full', () => {
    act(() => setPreference('mentionLinkDisplay', 'full'));
    const link = show(BOB);
    expect(link.textContent).toBe('@bob@remote.example');
    expect(link.querySelector('.mention__server--faded')?.textContent).toBe('@remote.example');
    act(() => setPreference('mentionLinkFadeDomain', false));
    expect(link.querySelector('.mention__server--faded')).toBeNull();
    // A local account's server is this one's.
    expect(show(ALICE).textContent).toBe('@alice@local.example');
  });

  it('drops the tooltip when asked, and draws the @ as an icon that still reads "@"', () => {
    act(() => {
      setPreference('mentionLinkShowTooltip', false);
      setPreference('useAtIcon', true);
    });
    const link = show(BOB);
    expect(link.getAttribute('title')).toBeNull();
    expect(link.querySelector('svg.mention__at-icon')).not.toBeNull();
    expect(link.textContent).toBe('@bob');
  });

  it('marks a mention of the reader bold, and "(you)" only when asked', () => {
    act(() => session$.next({ kind: 'user', token: 't', accountId: '1' }));
    const link = show(ALICE);
    expect(link.className).toContain('mention--bold');
    expect(link.textContent).toBe('@alice');
    act(() => {
      setPreference('mentionLinkShowYous', true);
      setPreference('mentionLinkBoldenYou', false);
    });
    expect(link.textContent).toBe('@alice (you)');
    expect(link.className).not.toContain('mention--bold');
    expect(show(BOB).textContent).toBe('@bob');
  });

  it('shows the avatar of an account the page knows, with mentionLinkShowAvatar', () => {
    act(() => {
      store.accounts.upsert(
        parseAccount({
          ...BOB,
          avatar: 'https://remote.example/a.png',
          avatar_static: 'https://remote.example/a.png',
        })!,
      );
    });
    expect(show(BOB).querySelector('img')).toBeNull();
    act(() => setPreference('mentionLinkShowAvatar', true));
    expect(show(BOB).querySelector('img.mention__avatar')?.getAttribute('src')).toBe(
      'https://remote.example/a.png',
    );
  });
});
