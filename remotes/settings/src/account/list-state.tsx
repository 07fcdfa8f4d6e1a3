import { classifyError, describeError } from '@murmur/shared';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { serverFeatureMessages } from '../server-features/messages';
import { reasonOf } from './account-api';
import { accountMessages as m } from './messages';
import type { Loaded } from './use-loaded';

/** Loading, error with Retry, or the list (empty text when there is nothing). */
export function ListState<T extends readonly unknown[]>({
  loaded,
  retry,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  retry: () => void;
  empty: string;
  children: (items: T) => ReactNode;
}) {
  const intl = useIntl();
  if (loaded.state === 'loading') return <p className="setting__hint">{intl.formatMessage(m.loading)}</p>;
  if (loaded.state === 'error' && loaded.missing) {
    // A call the server does not have (a Pleroma-only list elsewhere): one line, nothing to retry.
    return <p className="setting__hint">{intl.formatMessage(serverFeatureMessages.notOffered)}</p>;
  }
  if (loaded.state === 'error') {
    return (
      <div className="settings-message settings-message--error" role="alert">
        {intl.formatMessage(m.loadFailed)}{' '}
        <button type="button" className="button settings-button" onClick={retry}>
          <RotateCw size={14} aria-hidden="true" /> {intl.formatMessage(m.retry)}
        </button>
      </div>
    );
  }
  if (loaded.data.length === 0) return <p className="setting__hint">{empty}</p>;
  return <>{children(loaded.data)}</>;
}

/** The outcome of a form: what the server said, or that it worked. */
export type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      className={`settings-message settings-message--${outcome.ok ? 'success' : 'error'}`}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
}

/**
 * The server's reason when it gave one, else words for the kind of failure (a call this server
 * lacks, a refusal, no connection), else a generic "try again".
 */
export function failureText(intl: IntlShape, error: unknown): string {
  const reason =
    reasonOf(error) ?? (classifyError(error).kind === 'unknown' ? null : describeError(intl, error));
  return reason ? intl.formatMessage(m.failed, { reason }) : intl.formatMessage(m.failedNoReason);
}
