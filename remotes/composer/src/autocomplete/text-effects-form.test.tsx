import '../testing/setup-dom';
import { EMPTY_INSTANCE, parseAccount, session$, setInstance, store } from '@murmur/shared';
import { accountJson } from '@murmur/shared/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostForm } from '../post-form/post-form';
import { renderWithProviders } from '../testing/render-with-providers';

beforeEach(() => {
  store.reset();
  localStorage.clear();
  const me = parseAccount(accountJson({ id: 'me', username: 'me', acct: 'me' }));
  if (me) store.accounts.upsert(me);
  session$.next({ kind: 'user', token: 't', accountId: 'me' });
  setInstance({ ...EMPTY_INSTANCE });
});

afterEach(() => {
  cleanup();
  session$.next({ kind: 'anonymous' });
});

function type(area: HTMLTextAreaElement, value: string) {
  fireEvent.change(area, { target: { value } });
  area.setSelectionRange(value.length, value.length);
  fireEvent.select(area);
}

describe('text-effect suggestions in the post form', () => {
  it("offers effects after '$[' in the listbox, arrows choose, Enter inserts", () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    const area = screen.getByRole('textbox', { name: 'Post new status' }) as HTMLTextAreaElement;
    type(area, 'hi $[s');
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(options.map((o) => o.textContent)).toEqual([
      'shake$[shake ]',
      'sparkle$[sparkle ]',
      'spin$[spin ]',
    ]);
    expect(area.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    expect(area.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(area.value).toBe('hi $[sparkle ]');
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  });

  it('puts the caret after the suggestion at once, so the next key typed lands there', () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    const area = screen.getByRole('textbox', { name: 'Post new status' }) as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'hi $[s world' } });
    area.setSelectionRange(6, 6);
    fireEvent.select(area);
    fireEvent.keyDown(area, { key: 'Enter' });
    // No frame has passed: a caret placed at the next one left a fast typist's keys at the end.
    expect(area.value).toBe('hi $[shake ] world');
    expect(area.selectionStart).toBe('hi $[shake '.length);
    expect(area.selectionEnd).toBe('hi $[shake '.length);
  });

  it("offers nothing for a bare '$'", () => {
    renderWithProviders(<PostForm placement="sidebar" />);
    const area = screen.getByRole('textbox', { name: 'Post new status' }) as HTMLTextAreaElement;
    type(area, 'costs $');
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  });
});
