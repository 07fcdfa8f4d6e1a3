import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { lockBodyScroll } from '../modals/scroll-lock';
import { authMessages } from './messages';

export interface LogoutConfirmDialogProps {
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The logout confirmation (spec 1 section 4, "Logout": title, accept, cancel). A modal `<dialog>`:
 * focus moves into it (to the safe choice, cancel), Escape cancels, and focus goes back to where it
 * was when the dialog closes.
 */
export function LogoutConfirmDialog({ onAccept, onCancel }: LogoutConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    cancel.current?.focus();
    // Like every modal, the confirmation keeps the page behind it still.
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        <FormattedMessage {...authMessages.logoutConfirmTitle} />
      </h2>
      <p id={`${id}-text`} className="confirm-dialog__text">
        <FormattedMessage {...authMessages.logoutConfirm} />
      </p>
      <div className="confirm-dialog__actions">
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          <FormattedMessage {...authMessages.logoutConfirmCancel} />
        </button>
        <button type="button" className="button auth-button--danger" onClick={onAccept}>
          <FormattedMessage {...authMessages.logoutConfirmAccept} />
        </button>
      </div>
    </dialog>
  );
}
