import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTRICTED_NICKNAMES,
  LOGGED_IN_ROOT_DEFAULT,
  matchRoute,
  parseRemoteAcct,
  profilePath,
  ROOT_REDIRECT_DEFAULT,
  ROUTE_TABLE,
  rootRedirect,
  routeByName,
  routePaths,
} from './index';

describe('route table (spec 1 section 2)', () => {
  it('lists every route of the spec once', () => {
    const names = ROUTE_TABLE.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(30);
  });

  it('writes paths in react-router syntax', () => {
    expect(routeByName('tag-timeline').path).toBe('/tag/:tag');
    expect(routeByName('conversation').path).toBe('/notice/:id');
    expect(routeByName('list-edit').path).toBe('/lists/:id/edit');
    expect(routeByName('remote-user-profile').path).toBe('/remote-users/:hostname/:username');
    expect(routeByName('user-profile').aliases).toEqual(['/users/:name']);
  });

  it('marks the login-required routes', () => {
    const required = ROUTE_TABLE.filter((r) => r.loginRequired).map((r) => r.name);
    expect(required.sort()).toEqual(
      [
        'bookmarks',
        'dms',
        'friend-requests',
        'friends',
        'interactions',
        'notifications',
        'remote-user-profile',
        'remote-user-profile-acct',
        'who-to-follow',
      ].sort(),
    );
  });

  it('keeps the scroll position on the conversation and profile routes only', () => {
    const kept = ROUTE_TABLE.filter((r) => r.noScrollReset).map((r) => r.name);
    expect(kept.sort()).toEqual(['conversation', 'external-user-profile', 'user-profile']);
  });

  it('redirects the root to /main/all by default and to /main/friends when logged in', () => {
    expect(ROOT_REDIRECT_DEFAULT).toBe('/main/all');
    expect(LOGGED_IN_ROOT_DEFAULT).toBe('/main/friends');
    expect(rootRedirect(false)).toBe('/main/all');
    expect(rootRedirect(true)).toBe('/main/friends');
    expect(rootRedirect(false, { redirectRootNoLogin: '/main/public' })).toBe('/main/public');
    expect(rootRedirect(true, { redirectRootLogin: '/main/bubble', redirectRootNoLogin: '/x' })).toBe(
      '/main/bubble',
    );
  });
});

describe('path builders', () => {
  it('builds each parametrised path', () => {
    expect(routePaths.tag('cats')).toBe('/tag/cats');
    expect(routePaths.tag('#cats')).toBe('/tag/cats');
    expect(routePaths.notice('A1b2')).toBe('/notice/A1b2');
    expect(routePaths.list('7')).toBe('/lists/7');
    expect(routePaths.listEdit('7')).toBe('/lists/7/edit');
    expect(routePaths.userProfile('alice')).toBe('/alice');
    expect(routePaths.externalUserProfile('9x')).toBe('/users/9x');
    expect(routePaths.interactions('alice')).toBe('/users/alice/interactions');
    expect(routePaths.dms('alice')).toBe('/users/alice/dms');
    expect(routePaths.notifications('alice')).toBe('/alice/notifications');
    expect(routePaths.remoteUserProfile('example.org', 'bob')).toBe('/remote-users/example.org/bob');
    expect(routePaths.remoteUserProfileAcct('bob', 'example.org')).toBe('/remote-users/@bob@example.org');
    expect(routePaths.registration()).toBe('/registration');
    expect(routePaths.registration('tok')).toBe('/registration/tok');
    expect(routePaths.search('a b')).toBe('/search?query=a+b');
    expect(routePaths.search()).toBe('/search');
    expect(routePaths.oauthCallback('c0de')).toBe('/oauth-callback?code=c0de');
    expect(routePaths.passwordReset(true)).toBe('/password-reset?passwordResetRequested=true');
  });

  it('encodes parameters so they stay inside their segment', () => {
    expect(routePaths.tag('a/b?c#d')).toBe('/tag/a%2Fb%3Fc%23d');
    expect(routePaths.notice('../login')).toBe('/notice/..%2Flogin');
  });
});

describe('matchRoute', () => {
  it('finds the route and its parameters for a location', () => {
    expect(matchRoute('/tag/cats')).toMatchObject({
      route: { name: 'tag-timeline' },
      params: { tag: 'cats' },
    });
    expect(matchRoute('/notice/42?x=1')).toMatchObject({
      route: { name: 'conversation' },
      params: { id: '42' },
    });
    expect(matchRoute('/main/friends')?.route.name).toBe('friends');
    expect(matchRoute('/alice')).toMatchObject({
      route: { name: 'user-profile' },
      params: { name: 'alice' },
    });
    expect(matchRoute('/users/9x')?.route.name).toBe('external-user-profile');
    expect(matchRoute('/alice/notifications')?.route.name).toBe('notifications');
    expect(matchRoute('/users/alice/dms')?.route.name).toBe('dms');
    expect(matchRoute('/lists/3/edit')?.route.name).toBe('list-edit');
    expect(matchRoute('/search')?.route.name).toBe('search');
    expect(matchRoute('/')?.route.name).toBe('root');
    expect(matchRoute('/tag/caf%C3%A9')?.params.tag).toBe('café');
  });

  it('round-trips the remote acct path', () => {
    const path = routePaths.remoteUserProfileAcct('bob', 'example.org');
    const match = matchRoute(path);
    expect(match?.route.name).toBe('remote-user-profile-acct');
    expect(parseRemoteAcct(match?.params.acct ?? '')).toEqual({ username: 'bob', hostname: 'example.org' });
    expect(parseRemoteAcct('bob@example.org')).toBeNull();
  });
});

describe('profile links (spec 3 section 2)', () => {
  it('links a local user by screen name', () => {
    expect(profilePath({ id: '1', acct: 'alice' })).toBe('/alice');
  });

  it('links a remote user (screen name with an at-sign) by id', () => {
    expect(profilePath({ id: '2', acct: 'bob@example.org' })).toBe('/users/2');
  });

  it('links a user with an empty screen name by id', () => {
    expect(profilePath({ id: '3', acct: '' })).toBe('/users/3');
    expect(profilePath({ id: '3' })).toBe('/users/3');
  });

  it('links a user whose screen name is a restricted nickname by id', () => {
    for (const name of [
      'main',
      'users',
      'tag',
      'notice',
      'registration',
      'login',
      'search',
      'lists',
      'about',
    ]) {
      expect(profilePath({ id: 'r', acct: name })).toBe('/users/r');
    }
    for (const name of ['bookmarks', 'announcements', 'who-to-follow', 'friend-requests', 'password-reset']) {
      expect(profilePath({ id: 'r', acct: name })).toBe('/users/r');
    }
    expect(profilePath({ id: 'r', acct: 'oauth-callback' })).toBe('/users/r');
    expect(profilePath({ id: 'r', acct: 'remote-users' })).toBe('/users/r');
  });

  it('compares restricted nicknames without regard to case', () => {
    expect(profilePath({ id: 'r', acct: 'Search' })).toBe('/users/r');
  });

  it('uses the instance list and still protects the app routes', () => {
    expect(profilePath({ id: 'r', acct: 'admin' }, ['admin'])).toBe('/users/r');
    expect(profilePath({ id: 'r', acct: 'main' }, ['admin'])).toBe('/users/r');
    expect(profilePath({ id: 'r', acct: 'alice' }, ['admin'])).toBe('/alice');
  });

  it('derives the default list from the route table', () => {
    for (const segment of ['main', 'users', 'tag', 'notice', 'remote-users', 'registration-request-sent']) {
      expect(DEFAULT_RESTRICTED_NICKNAMES).toContain(segment);
    }
  });
});
