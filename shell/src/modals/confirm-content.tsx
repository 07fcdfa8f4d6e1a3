import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  accept: { id: 'general.yes', defaultMessage: 'Yes' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
});

/**
 * What a part sends with `{ type: 'modal/requested', modal: 'confirm', props }`. Texts come already
 * translated by the asking part (it holds the messages); the labels default to Yes and Cancel.
 */
export interface ConfirmProps {
  title?: string;
  text?: string;
  acceptLabel?: string;
  cancelLabel?: string;
  onAccept?: () => void;
  onCancel?: () => void;
}

export function confirmProps(props: Record<string, unknown>): ConfirmProps {
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fn = (value: unknown) => (typeof value === 'function' ? (value as () => void) : undefined);
  return {
    title: str(props.title),
    text: str(props.text),
    acceptLabel: str(props.acceptLabel),
    cancelLabel: str(props.cancelLabel),
    onAccept: fn(props.onAccept),
    onCancel: fn(props.onCancel),
  } as ConfirmProps;
}

/**
 * A confirmation dialog's body (spec 1 section 2: confirmation dialogs are modals). Cancel comes
 * first, so the safe choice is where focus lands; closing the modal any other way cancels.
 */
export function ConfirmContent({
  props,
  onClose,
}: {
  props: ConfirmProps;
  onClose: (accepted: boolean) => void;
}) {
  return (
    <div className="confirm">
      {props.text ? <p className="confirm__text">{props.text}</p> : null}
      <div className="confirm__actions">
        <button type="button" className="button" data-autofocus onClick={() => onClose(false)}>
          {props.cancelLabel ?? <FormattedMessage {...messages.cancel} />}
        </button>
        <button type="button" className="button button--primary" onClick={() => onClose(true)}>
          {props.acceptLabel ?? <FormattedMessage {...messages.accept} />}
        </button>
      </div>
    </div>
  );
}
