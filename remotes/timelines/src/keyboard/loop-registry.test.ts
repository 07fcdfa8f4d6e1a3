import { POST_ACTION_ATTRIBUTE, setPreference } from '@murmur/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerLoop } from './loop-registry';

/** A list of posts as the composer draws them: articles with marked controls (one with a quote). */
function makeList(count: number, clicks: string[]): HTMLElement {
  const list = document.createElement('div');
  for (let i = 1; i <= count; i++) {
    const article = document.createElement('article');
    article.tabIndex = 0;
    article.id = `post-${i}`;
    for (const action of ['open', 'reply', 'favourite', 'repeat', 'expand']) {
      const control = document.createElement(action === 'open' ? 'a' : 'button');
      if (control instanceof HTMLAnchorElement) control.href = `#${i}`;
      control.setAttribute(POST_ACTION_ATTRIBUTE, action);
      control.addEventListener('click', (event) => {
        event.preventDefault();
        clicks.push(`${action} ${i}`);
      });
      article.append(control);
    }
    // The reaction picker's button sits inside a marked wrapper.
    const host = document.createElement('span');
    host.setAttribute(POST_ACTION_ATTRIBUTE, 'react');
    const picker = document.createElement('button');
    picker.addEventListener('click', () => clicks.push(`react ${i}`));
    host.append(picker);
    article.append(host);
    if (i === 1) {
      // A quoted post inside the first one is no item of its own.
      const quote = document.createElement('article');
      article.prepend(quote);
    }
    list.append(article);
  }
  document.body.append(list);
  return list;
}

const press = (key: string, target: EventTarget = document.activeElement ?? document.body, init = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

let clicks: string[] = [];
let cleanups: (() => void)[] = [];

beforeEach(() => {
  clicks = [];
  setPreference('keyboardShortcuts', true);
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  document.body.innerHTML = '';
});

describe('the keyboard loop', () => {
  it('moves the focus post by post from the top, and presses the focused post’s controls', () => {
    const list = makeList(3, clicks);
    cleanups.push(registerLoop({ element: () => list, primary: true }));
    press('j');
    expect(document.activeElement?.id).toBe('post-1');
    press('j');
    press('j');
    expect(document.activeElement?.id).toBe('post-3');
    press('j');
    expect(document.activeElement?.id).toBe('post-3');
    press('k');
    expect(document.activeElement?.id).toBe('post-2');
    for (const key of ['f', 'b', 'r', 'e', 'x', 'o']) press(key);
    expect(clicks).toEqual(['favourite 2', 'repeat 2', 'reply 2', 'react 2', 'expand 2', 'open 2']);
    const enter = press('Enter');
    expect(clicks.at(-1)).toBe('open 2');
    expect(enter.defaultPrevented).toBe(true);
  });

  it('leaves Enter on a control to the control, and keys in a field or a dialog alone', () => {
    const list = makeList(2, clicks);
    cleanups.push(registerLoop({ element: () => list, primary: true }));
    const button = list.querySelector<HTMLButtonElement>(`#post-2 [${POST_ACTION_ATTRIBUTE}="reply"]`);
    button?.focus();
    expect(press('Enter').defaultPrevented).toBe(false);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    press('j', input);
    expect(document.activeElement).toBe(input);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    (document.querySelector('#post-1') as HTMLElement).focus();
    press('f');
    expect(clicks).toEqual([]);
  });

  it('does nothing with the preference off, or with a modifier held', () => {
    const list = makeList(2, clicks);
    cleanups.push(registerLoop({ element: () => list, primary: true }));
    setPreference('keyboardShortcuts', false);
    press('j');
    expect(document.activeElement).toBe(document.body);
    setPreference('keyboardShortcuts', true);
    press('j', document.body, { ctrlKey: true });
    expect(document.activeElement).toBe(document.body);
  });

  it('a side list answers only while it holds the focus; a thread acts on its opened post; Escape goes back', () => {
    const main = makeList(2, clicks);
    const side = makeList(2, []);
    side.querySelectorAll(':scope > article').forEach((a, i) => {
      a.id = `side-${i}`;
    });
    const back = vi.fn(() => true);
    const opened = () => main.querySelector<HTMLElement>('#post-2');
    cleanups.push(registerLoop({ element: () => main, primary: true, fallbackItem: opened, back }));
    cleanups.push(registerLoop({ element: () => side, primary: false }));
    press('f');
    expect(clicks).toEqual(['favourite 2']);
    press('j');
    expect(document.activeElement?.id).toBe('post-2');
    (side.querySelector('article') as HTMLElement).focus();
    press('j');
    expect(document.activeElement?.id).toBe('side-1');
    press('Escape');
    expect(back).not.toHaveBeenCalled();
    opened()?.focus();
    press('Escape');
    expect(back).toHaveBeenCalledOnce();
  });
});
