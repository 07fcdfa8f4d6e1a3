import { bus } from '@murmur/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from './notice-host';

function renderHost(messages: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <NoticeHost />
    </IntlProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('global notices (spec 1 section 3)', () => {
  it('shows an error by default, with its arguments, in an assertive live region', () => {
    renderHost();
    act(() =>
      bus.emit({ type: 'notice/raised', messageKey: 'timeline.error', messageArgs: { error: 'boom' } }),
    );
    const region = screen.getByRole('alert');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.textContent).toContain('Error fetching timeline: boom');
    expect(region.querySelector('[data-level="error"]')).toBeTruthy();
  });

  it('shows success, warning and info politely', () => {
    renderHost();
    act(() => {
      bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'timeline.socket_reconnected' });
      bus.emit({ type: 'notice/raised', level: 'warning', messageKey: 'general.generic_error' });
      bus.emit({ type: 'notice/raised', level: 'info', messageKey: 'general.generic_error' });
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.querySelectorAll('.notice')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('dismisses a notice after 5 s', () => {
    renderHost();
    act(() => bus.emit({ type: 'notice/raised', messageKey: 'errors.storage_unavailable' }));
    expect(screen.getByText(/could not access browser storage/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText(/could not access browser storage/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/could not access browser storage/)).toBeNull();
  });

  it('shows a notice raised again once, for 5 s from the last time; other arguments are another notice', () => {
    renderHost();
    const storage = () => bus.emit({ type: 'notice/raised', messageKey: 'errors.storage_unavailable' });
    act(storage);
    act(() => vi.advanceTimersByTime(3000));
    act(storage);
    expect(screen.getAllByText(/could not access browser storage/)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getAllByText(/could not access browser storage/)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/could not access browser storage/)).toBeNull();
    act(() => {
      bus.emit({ type: 'notice/raised', messageKey: 'timeline.error', messageArgs: { error: 'one' } });
      bus.emit({ type: 'notice/raised', messageKey: 'timeline.error', messageArgs: { error: 'two' } });
    });
    expect(screen.getByRole('alert').querySelectorAll('.notice')).toHaveLength(2);
  });

  it('dismisses the settings-saved success after 2 s', () => {
    renderHost();
    act(() => bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' }));
    expect(screen.getByText('Settings saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('honours a timeout given with the notice', () => {
    renderHost();
    act(() => bus.emit({ type: 'notice/raised', messageKey: 'general.generic_error', timeoutMs: 100 }));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('An error occurred')).toBeNull();
  });

  it('closes with its close button', () => {
    renderHost();
    act(() =>
      bus.emit({ type: 'notice/raised', messageKey: 'timeline.socket_broke', messageArgs: { code: 1006 } }),
    );
    expect(screen.getByText('Realtime connection lost: CloseEvent code 1006')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Realtime connection lost/)).toBeNull();
  });

  it('shows keys another part brought in its messages, and the generic error for unknown keys', () => {
    renderHost({ 'lists.error': 'Lists failed' });
    act(() => {
      bus.emit({ type: 'notice/raised', messageKey: 'lists.error' });
      bus.emit({ type: 'notice/raised', messageKey: 'nobody.knows' });
    });
    expect(screen.getByText('Lists failed')).toBeTruthy();
    expect(screen.getByText('An error occurred')).toBeTruthy();
  });
  it('a notice with an action and no timeout stays, runs its action, and a named notice is replaced or withdrawn', () => {
    renderHost();
    const run = vi.fn();
    act(() =>
      bus.emit({
        type: 'notice/raised',
        level: 'warning',
        messageKey: 'login.session_unreachable',
        noticeId: 'unreachable',
        timeoutMs: 0,
        action: { messageKey: 'general.retry', run, keepsNotice: true },
      }),
    );
    act(() => vi.advanceTimersByTime(600_000));
    const notice = screen.getByRole('status').querySelector('.notice');
    expect(notice?.textContent).toContain('Your server did not answer');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').querySelectorAll('.notice')).toHaveLength(1);
    act(() =>
      bus.emit({
        type: 'notice/raised',
        level: 'warning',
        messageKey: 'login.session_unreachable',
        noticeId: 'unreachable',
        timeoutMs: 0,
      }),
    );
    expect(screen.getByRole('status').querySelectorAll('.notice')).toHaveLength(1);
    act(() => bus.emit({ type: 'notice/withdrawn', noticeId: 'unreachable' }));
    expect(screen.getByRole('status').querySelectorAll('.notice')).toHaveLength(0);
  });

  it('an action that leads away closes its notice', () => {
    renderHost();
    const run = vi.fn();
    act(() =>
      bus.emit({
        type: 'notice/raised',
        level: 'warning',
        messageKey: 'login.session_ended',
        timeoutMs: 0,
        action: { messageKey: 'login.login', run },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Your session has ended');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').querySelectorAll('.notice')).toHaveLength(0);
  });
});
