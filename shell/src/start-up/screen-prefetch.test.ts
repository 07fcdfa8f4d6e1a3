import type { SlotName } from '@murmur/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH, slotForLink, slotForTarget, startScreenPrefetch } from './screen-prefetch';

const ORIGIN = 'https://m.example';

describe('the screen a link leads to', () => {
  it('names the remote screen of a link on this page', () => {
    expect(slotForLink('/notice/9', ORIGIN)).toBe('timelines/ConversationPage');
    expect(slotForLink('/users/alice', ORIGIN)).toBe('profiles/ProfilePage');
    expect(slotForLink('https://m.example/alice', ORIGIN)).toBe('profiles/ProfilePage');
    expect(slotForLink('/main/all', ORIGIN)).toBe('timelines/TimelinePage');
  });

  it('names nothing for another origin, a screen the shell draws, or junk', () => {
    expect(slotForLink('https://elsewhere.example/notice/9', ORIGIN)).toBeNull();
    expect(slotForLink('/login', ORIGIN)).toBeNull();
    expect(slotForLink('http://[broken', ORIGIN)).toBeNull();
  });

  it('reads the link around an event target, or an element that names its slot', () => {
    const link = document.createElement('a');
    link.href = '/notice/1';
    const inner = document.createElement('span');
    link.append(inner);
    expect(slotForTarget(inner, window.location.origin)).toBe('timelines/ConversationPage');
    const button = document.createElement('button');
    button.setAttribute('data-prefetch-slot', 'settings/SettingsModal');
    expect(slotForTarget(button)).toBe('settings/SettingsModal');
    expect(slotForTarget(document.createElement('div'))).toBeNull();
  });
});

describe('fetching screens ahead', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('fetches a screen when the pointer rests on or the keyboard focuses a link to it, once', () => {
    const preload = vi.fn<(names: SlotName[]) => void>();
    stop = startScreenPrefetch({ preload, whenIdle: () => {} });
    const thread = document.createElement('a');
    thread.href = '/notice/5';
    const profile = document.createElement('a');
    profile.href = '/users/bob';
    document.body.append(thread, profile);
    thread.dispatchEvent(new Event('pointerover', { bubbles: true }));
    thread.dispatchEvent(new Event('pointerover', { bubbles: true }));
    profile.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([[['timelines/ConversationPage']], [['profiles/ProfilePage']]]);
  });

  it('fetches the screens opened most often next once the page is idle', () => {
    const preload = vi.fn<(names: SlotName[]) => void>();
    let idle: () => void = () => {};
    stop = startScreenPrefetch({ preload, whenIdle: (run) => (idle = run) });
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload.mock.calls.map(([names]) => names[0])).toEqual([...IDLE_PREFETCH]);
  });

  it('fetches nothing ahead for a reader saving data', () => {
    const preload = vi.fn<(names: SlotName[]) => void>();
    const whenIdle = vi.fn();
    const nav = { connection: { saveData: true } } as unknown as Navigator;
    stop = startScreenPrefetch({ preload, whenIdle, nav });
    const link = document.createElement('a');
    link.href = '/notice/5';
    document.body.append(link);
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    expect(whenIdle).not.toHaveBeenCalled();
  });
});
