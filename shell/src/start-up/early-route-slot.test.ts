import { describe, expect, it } from 'vitest';
import { routeSlotFor } from '../router/route-slots';
import { earlyRouteSlotFor } from './early-route-slot';

describe('the route’s screen as the shell’s entry matches it, without the router', () => {
  const paths = [
    '/',
    '/main/all',
    '/main/public',
    '/main/bubble',
    '/main/friends',
    '/MAIN/ALL',
    '/main/all/',
    '/main/all?x=1',
    '/tag/cats',
    '/bookmarks',
    '/notice/9xyz',
    '/remote-users/@a@b.example',
    '/remote-users/b.example/a',
    '/users/9abc',
    '/alice',
    '/users/alice/interactions',
    '/users/alice/dms',
    '/alice/notifications',
    '/registration',
    '/login',
    '/friend-requests',
    '/search',
    '/who-to-follow',
    '/about',
    '/lists',
    '/lists/7',
    '/lists/7/edit',
    '/announcements',
    '/a/b/c/d',
  ];

  it('agrees with the router’s match for every route of the table', () => {
    for (const path of paths) expect([path, earlyRouteSlotFor(path)]).toEqual([path, routeSlotFor(path)]);
  });

  it('names the timelines for a timeline, the profiles for a profile, nothing for a screen the shell draws', () => {
    expect(earlyRouteSlotFor('/main/all')).toBe('timelines/TimelinePage');
    expect(earlyRouteSlotFor('/alice')).toBe('profiles/ProfilePage');
    expect(earlyRouteSlotFor('/login')).toBeNull();
    expect(earlyRouteSlotFor('/a/b/c/d')).toBeNull();
  });
});
