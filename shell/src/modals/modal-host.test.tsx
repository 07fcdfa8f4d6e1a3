import { bus, setModuleLoader } from '@murmur/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from './modal-host';
import { bodyScrollLocked } from './scroll-lock';

function renderHost() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <button type="button">opener</button>
          <ModalHost />
        </>
      ),
    },
  ]);
  return render(
    <IntlProvider locale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

function SettingsStub({ onClose }: { onClose: () => void }) {
  return (
    <div>
      <input aria-label="a setting" />
      <button type="button" onClick={onClose}>
        done
      </button>
    </div>
  );
}

beforeEach(() => {
  setModuleLoader(async () => ({ default: SettingsStub }));
});
afterEach(() => {
  setModuleLoader(() => Promise.reject(new Error('no loader in tests')));
  vi.restoreAllMocks();
});

function openFromOpener(modal: 'settings' | 'post-form' = 'settings') {
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  act(() => bus.emit({ type: 'modal/requested', modal }));
  return opener;
}

describe('the modal host', () => {
  it('opens on modal/requested with its content in a slot, and locks the body scroll', async () => {
    renderHost();
    openFromOpener();
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await screen.findByLabelText('a setting')).toBeTruthy();
    expect(bodyScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks the scroll and gives focus back', async () => {
    renderHost();
    const opener = openFromOpener();
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(bodyScrollLocked()).toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    renderHost();
    openFromOpener();
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await screen.findByLabelText('a setting');
    const done = screen.getByRole('button', { name: 'done' });
    done.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Minimise' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('lets the content close itself', async () => {
    renderHost();
    openFromOpener();
    fireEvent.click(await screen.findByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('minimises the settings modal to a peek bar and restores it', async () => {
    renderHost();
    openFromOpener();
    await screen.findByRole('dialog', { name: 'Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyScrollLocked()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('shows the generic error when the settings remote does not expose its content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setModuleLoader(() => Promise.reject(new Error('no SettingsModal')));
    renderHost();
    openFromOpener();
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("fills each modal from its remote's slot", async () => {
    const asked: string[] = [];
    setModuleLoader(async (id: string) => {
      asked.push(id);
      return { default: () => <p>{id}</p> };
    });
    renderHost();
    openFromOpener('post-form');
    const dialog = await screen.findByRole('dialog', { name: 'Post new status' });
    // The slot's module arrives after the dialog opens ("Loading…" until then).
    await waitFor(() => expect(dialog.textContent).toContain('composer/PostFormModal'));
    expect(asked).toContain('composer/PostFormModal');
  });

  it('leaves the new-post modal open when some post is announced (it closes itself on its own)', async () => {
    renderHost();
    openFromOpener('post-form');
    await screen.findByRole('dialog', { name: 'Post new status' });
    // Another form's post, or one sent from the outbox, is no reason to close this one.
    act(() => bus.emit({ type: 'status/posted', statusId: 'elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Post new status' })).toBeTruthy();
  });

  it('closes every modal when the session ends', async () => {
    renderHost();
    openFromOpener();
    await screen.findByRole('dialog');
    act(() => bus.emit({ type: 'session/ended' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('confirmation dialogs', () => {
  it('asks with the given texts; accepting calls onAccept only', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    renderHost();
    act(() =>
      bus.emit({
        type: 'modal/requested',
        modal: 'confirm',
        props: {
          title: 'Block bob?',
          text: 'He will not see you.',
          acceptLabel: 'Block',
          onAccept,
          onCancel,
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block bob?' });
    expect(dialog.textContent).toContain('He will not see you.');
    // The safe choice comes first and takes the focus.
    expect(document.activeElement?.textContent).not.toBe('Block');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels when closed with Escape or Cancel', async () => {
    const onCancel = vi.fn();
    renderHost();
    act(() => bus.emit({ type: 'modal/requested', modal: 'confirm', props: { title: 'Sure?', onCancel } }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Sure?' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    act(() => bus.emit({ type: 'modal/requested', modal: 'confirm', props: { title: 'Again?', onCancel } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
