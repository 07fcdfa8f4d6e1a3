import { describe, expect, it } from 'vitest';
import { routeSlotFor } from './route-slots';

describe('the slot a route shows', () => {
  it('matches paths as the router does', () => {
    expect(routeSlotFor('/')).toBe('timelines/TimelinePage');
    expect(routeSlotFor('/main/all')).toBe('timelines/TimelinePage');
    expect(routeSlotFor('/tag/cats')).toBe('timelines/TimelinePage');
    expect(routeSlotFor('/notice/12')).toBe('timelines/ConversationPage');
    expect(routeSlotFor('/lists')).toBe('profiles/ListsPage');
    expect(routeSlotFor('/lists/3/edit')).toBe('profiles/ListEditPage');
    expect(routeSlotFor('/lists/3')).toBe('timelines/TimelinePage');
    expect(routeSlotFor('/search')).toBe('profiles/SearchPage');
    expect(routeSlotFor('/alice')).toBe('profiles/ProfilePage');
  });

  it('names no slot for the screens the shell draws itself', () => {
    expect(routeSlotFor('/login')).toBeNull();
    expect(routeSlotFor('/registration')).toBeNull();
  });
});
