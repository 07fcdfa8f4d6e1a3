import { FormattedMessage } from 'react-intl';
import { slotMessages } from './messages';

/** The spec's generic load error for a lazy piece: heading, text and a Retry that reloads it. */
export function SlotError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="slot-error" role="alert">
      <p className="slot-error__heading">
        <strong>
          <FormattedMessage {...slotMessages.genericError} />
        </strong>
      </p>
      <p>
        <FormattedMessage {...slotMessages.errorRetry} />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage {...slotMessages.retry} />
      </button>
    </div>
  );
}
