import { bus, setModuleLoader } from '@murmur/shared';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalLoader } from './modal-loader';

function Stub() {
  return <p>slot content</p>;
}

beforeEach(() => {
  setModuleLoader(async () => ({ default: Stub }));
});
afterEach(() => {
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
});

describe('the modal loader', () => {
  it('draws nothing until a modal is asked for, then opens what was asked while the host came', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ModalLoader /> }]);
    const { container } = render(
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(container.innerHTML).toBe('');
    // Two requests before the host's code is here: both are kept, the last asked on top.
    act(() => {
      bus.emit({ type: 'modal/requested', modal: 'settings' });
      bus.emit({ type: 'modal/requested', modal: 'shortcuts' });
    });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    // The settings modal is open beneath it: closing the top one shows it.
    act(() => {
      screen
        .getByRole('dialog', { name: 'Keyboard shortcuts' })
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByText('slot content')).toBeTruthy();
  });
});
