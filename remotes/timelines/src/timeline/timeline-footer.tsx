import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { timelineMessages } from './messages';

export interface TimelineFooterProps {
  count: number;
  loading: boolean;
  bottomedOut: boolean;
  error: string | null;
  onLoadOlder: () => void;
  /** The footer's box; focusable from script so focus has somewhere to go when the button goes. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Spec 2 section 2: the footer shows 'no statuses', 'no more statuses', a spinner or a 'load older'
 * button. Spec 2 section 8: a load that failed shows the error and a button that retries.
 */
export function TimelineFooter({
  count,
  loading,
  bottomedOut,
  error,
  onLoadOlder,
  ref,
}: TimelineFooterProps) {
  return (
    <div ref={ref} className="timeline-footer" tabIndex={-1}>
      <FooterContent
        count={count}
        loading={loading}
        bottomedOut={bottomedOut}
        error={error}
        onLoadOlder={onLoadOlder}
      />
    </div>
  );
}

function FooterContent({
  count,
  loading,
  bottomedOut,
  error,
  onLoadOlder,
}: Omit<TimelineFooterProps, 'ref'>) {
  if (loading) {
    return (
      <div role="status" className="timeline-spinner">
        <span className="timeline-spinner-icon" aria-hidden="true" />
        <span className="timeline-visually-hidden">
          <FormattedMessage {...timelineMessages.loading} />
        </span>
      </div>
    );
  }
  if (error !== null) {
    // The global notice announces the failure; the footer keeps the text and offers the retry.
    return (
      <>
        <p className="timeline-footer-error">
          <FormattedMessage {...timelineMessages.error} values={{ error }} />
        </p>
        <button type="button" className="button timeline-footer-button" onClick={onLoadOlder}>
          <FormattedMessage {...timelineMessages.retry} />
        </button>
      </>
    );
  }
  if (bottomedOut) {
    return (
      <p className="timeline-footer-end">
        <FormattedMessage
          {...(count === 0 ? timelineMessages.noStatuses : timelineMessages.noMoreStatuses)}
        />
      </p>
    );
  }
  return (
    <button type="button" className="button timeline-footer-button" onClick={onLoadOlder}>
      <FormattedMessage {...timelineMessages.loadOlder} />
    </button>
  );
}
