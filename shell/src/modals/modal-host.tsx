import { bus, type ModalName, Slot, type SlotName } from '@murmur/shared';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NotAvailableText } from '../router/not-available';
import { ConfirmContent, confirmProps } from './confirm-content';
import { useFocusTrap } from './focus-trap';
import { type ModalAction, type ModalState, modalTransition } from './modal-machine';
import { takeModalRequests } from './modal-queue';
import { modalTitle, MODAL_TITLES as TITLES } from './modal-titles';
import { lockBodyScroll } from './scroll-lock';
import { ShortcutsSheet } from './shortcuts-sheet';

const messages = defineMessages({
  close: { id: 'general.close', defaultMessage: 'Close' },
  minimize: { id: 'general.minimize', defaultMessage: 'Minimise' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
});
const restoreMessage = defineMessages<{ restore: { name: string } }>({
  restore: { id: 'general.restore', defaultMessage: 'Restore {name}' },
}).restore;

/** The slot that fills each modal (the confirmation dialog is the shell's own). */
const MODAL_SLOTS = {
  settings: 'settings/SettingsModal',
  moderation: 'moderation/ModerationModal',
  'post-form': 'composer/PostFormModal',
  report: 'moderation/ReportDialog',
  'media-viewer': 'composer/MediaViewer',
} as const satisfies Record<Exclude<ModalName, 'confirm' | 'shortcuts'>, SlotName>;

/** Modals that can be minimised to a peek bar (spec 1 section 3: settings, moderation). */
const MINIMIZABLE: ReadonlySet<ModalName> = new Set(['settings', 'moderation']);

interface OpenModal {
  modal: ModalName;
  props: Record<string, unknown>;
  state: ModalState;
}

/** Confirm requests that were accepted (closing any other way cancels). */
const acceptedConfirms = new WeakSet<Record<string, unknown>>();

/** The content of each modal: the shell's confirmation, or the slot a remote fills. */
function ModalContent({
  modal,
  props,
  onClose,
}: {
  modal: ModalName;
  props: Record<string, unknown>;
  onClose: () => void;
}) {
  if (modal === 'shortcuts') return <ShortcutsSheet />;
  if (modal === 'confirm') {
    const confirm = confirmProps(props);
    return (
      <ConfirmContent
        props={confirm}
        onClose={(accepted) => {
          if (accepted) {
            // Accepting is not cancelling: the host's close must not call onCancel.
            acceptedConfirms.add(props);
            confirm.onAccept?.();
          }
          onClose();
        }}
      />
    );
  }
  const loading = (
    <p role="status">
      <FormattedMessage {...messages.loading} />
    </p>
  );
  return (
    <Slot
      name={MODAL_SLOTS[modal]}
      props={{ props, onClose }}
      loading={loading}
      unavailable={<NotAvailableText screen={TITLES[modal]} />}
    />
  );
}

function ModalDialog({
  entry,
  onAction,
  children,
}: {
  entry: OpenModal;
  onAction: (action: ModalAction) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true);
  useEffect(() => lockBodyScroll(), []);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className={`modal modal--${entry.modal}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onAction('close');
          }
        }}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {entry.modal === 'confirm' && typeof entry.props.title === 'string' ? (
              entry.props.title
            ) : (
              <FormattedMessage {...modalTitle(entry.modal, entry.props)} />
            )}
          </h2>
          {MINIMIZABLE.has(entry.modal) ? (
            <button type="button" className="button" onClick={() => onAction('toggle')}>
              <FormattedMessage {...messages.minimize} />
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            aria-label={intl.formatMessage(messages.close)}
            onClick={() => onAction('close')}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

/**
 * The modal host: opens a modal on the bus's 'modal/requested', one state machine per modal
 * (hidden, visible, minimised). The visible modal traps focus, locks the body scroll, closes on
 * Escape and gives focus back on closing. A minimised modal is a peek bar that restores it.
 */
export function ModalHost() {
  const intl = useIntl();
  const [open, setOpen] = useState<OpenModal[]>([]);

  const openRef = useRef(open);
  openRef.current = open;

  const act = useCallback((modal: ModalName, action: ModalAction, props?: Record<string, unknown>) => {
    // A confirmation that goes away without being accepted (closed, or replaced by another) is
    // cancelled, so the asking part always hears back.
    const heldConfirm = modal === 'confirm' ? openRef.current.find((e) => e.modal === 'confirm') : undefined;
    if (
      heldConfirm &&
      !acceptedConfirms.has(heldConfirm.props) &&
      (action === 'close' || (action === 'open' && props !== undefined && props !== heldConfirm.props))
    ) {
      confirmProps(heldConfirm.props).onCancel?.();
    }
    setOpen((list) => {
      const held = list.find((entry) => entry.modal === modal);
      let state: ModalState;
      try {
        state = modalTransition(held?.state ?? 'hidden', action);
      } catch (error) {
        console.error('[murmur]', error);
        return list;
      }
      const rest = list.filter((entry) => entry.modal !== modal);
      if (state === 'hidden') return rest;
      const entry: OpenModal = { modal, props: props ?? held?.props ?? {}, state };
      // The modal acted on comes to the top.
      return [...rest, entry];
    });
  }, []);

  // A layout effect: it listens from the commit that draws the frame, before the page paints. A
  // passive effect listened only once the page had painted and was idle, and a click on the
  // navigation's Moderation or Preferences in between went unheard.
  useLayoutEffect(() => {
    // What was asked before this code arrived (modal-loader.tsx), in order, then the bus itself.
    const taken = takeModalRequests();
    for (const event of taken.requests) act(event.modal, 'open', event.props ?? {});
    const subscriptions = [
      bus.on('modal/requested').subscribe((event) => act(event.modal, 'open', event.props ?? {})),
      // Nothing of a signed-out user stays on screen.
      bus.on('session/ended').subscribe(() => setOpen([])),
      // Not closed here on `status/posted`: that is any post (another form's, one sent from the
      // outbox); the new-post modal closes itself on its own post (`onClose`, decision 0220).
    ];
    return () => {
      taken.stop();
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [act]);

  const visible = [...open].reverse().find((entry) => entry.state === 'visible');
  const minimized = open.filter((entry) => entry.state === 'minimized');

  return (
    <>
      {minimized.length > 0 ? (
        <div className="modal-peek">
          {minimized.map((entry) => (
            <button
              key={entry.modal}
              type="button"
              className="button"
              onClick={() => act(entry.modal, 'toggle')}
            >
              {intl.formatMessage(restoreMessage, {
                name: intl.formatMessage(modalTitle(entry.modal, entry.props)),
              })}
            </button>
          ))}
        </div>
      ) : null}
      {visible ? (
        <ModalDialog key={visible.modal} entry={visible} onAction={(action) => act(visible.modal, action)}>
          <ModalContent
            modal={visible.modal}
            props={visible.props}
            onClose={() => act(visible.modal, 'close')}
          />
        </ModalDialog>
      ) : null}
    </>
  );
}
