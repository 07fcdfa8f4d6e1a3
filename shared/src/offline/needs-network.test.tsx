import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { online$ } from './connectivity';
import { NeedsNetworkReason, useNeedsNetwork } from './needs-network';

afterEach(() => {
  cleanup();
  act(() => online$.next(true));
});

function Form({ send }: { send: (text: string) => void }) {
  const net = useNeedsNetwork();
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={net.guard((event: FormEvent) => {
        event.preventDefault();
        send(text);
      })}
    >
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" {...net.control('hint')}>
        Save
      </button>
      <span id="hint">Saved on the server</span>
      <NeedsNetworkReason net={net} action="Save" />
    </form>
  );
}

function Toggle() {
  const net = useNeedsNetwork('group-reason');
  return <input type="checkbox" aria-label="Locked" {...net.control()} />;
}

describe('useNeedsNetwork (issue 36)', () => {
  it('holds the send offline with the reason, keeps what is typed, and sends again online', () => {
    const send = vi.fn();
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <Form send={send} />
      </IntlProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(save.getAttribute('aria-describedby')).toBe('hint');

    act(() => online$.next(false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'kept' } });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    // Still focusable (the keyboard's loop), described by its own words and the reason.
    expect(save.hasAttribute('disabled')).toBe(false);
    const described = (save.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described[0]).toBe('hint');
    const reason = document.getElementById(described[1] ?? '');
    expect(reason?.textContent).toBe('Save: not available offline');
    fireEvent.click(save);
    expect(send).not.toHaveBeenCalled();

    act(() => online$.next(true));
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(document.querySelector('[data-offline-reason]')).toBeNull();
    fireEvent.click(save);
    expect(send).toHaveBeenCalledWith('kept');
  });

  it('points at a reason shown once for a group when given its id', () => {
    render(<Toggle />);
    act(() => online$.next(false));
    expect(screen.getByRole('checkbox', { name: 'Locked' }).getAttribute('aria-describedby')).toBe(
      'group-reason',
    );
  });
});
