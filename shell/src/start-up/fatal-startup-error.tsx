import { ApiError, InvalidResponseError, NetworkError } from '@murmur/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { SnapshotPreview, useStartSnapshot } from './snapshot-preview';

/** What failed, in words a reader can use (never a validator's or parser's raw output). */
export type StartFailure =
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'unreadable' }
  | { kind: 'other' };

export function startFailureOf(error: unknown): StartFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof InvalidResponseError) return { kind: 'unreadable' };
  if (error instanceof ApiError) return { kind: 'status', status: error.status };
  return { kind: 'other' };
}

export interface FatalStartupErrorProps {
  error: unknown;
  onRetry: () => void;
  /** When the server said it is busy (429, 503): seconds until Murmur tries again by itself. */
  retryInSeconds?: number | undefined;
}

/**
 * A failed instance load is fatal (spec 1 section 4): say what failed in words and offer a retry,
 * with the last visit's timeline beside it when one is kept (issue 39). The error itself goes to
 * the console (bootstrap), never onto the screen.
 */
export function FatalStartupError({ error, onRetry, retryInSeconds }: FatalStartupErrorProps) {
  const failure = startFailureOf(error);
  const snapshot = useStartSnapshot();
  const [left, setLeft] = useState(retryInSeconds ?? 0);
  useEffect(() => {
    if (retryInSeconds === undefined) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, retryInSeconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        onRetry();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [retryInSeconds, onRetry]);
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <main className="panel fatal-error" role="alert">
        <h1 className="panel__heading">
          <FormattedMessage id="startup.failed" defaultMessage="Murmur could not start" />
        </h1>
        <div className="panel__body">
          <p>
            <FormattedMessage
              id="startup.failed_reason"
              defaultMessage="{kind, select, network {The server did not answer.} status {The server answered with an error (HTTP {status}).} unreadable {The server’s answer could not be read.} other {Something went wrong while starting. The browser’s console has the details.}}"
              values={{ kind: failure.kind, status: failure.kind === 'status' ? failure.status : 0 }}
            />
          </p>
          {retryInSeconds !== undefined ? (
            <p>
              <FormattedMessage
                id="startup.retrying"
                defaultMessage="The server is busy. Murmur tries again in {seconds, plural, one {# second} other {# seconds}}."
                values={{ seconds: left }}
              />
            </p>
          ) : null}
          <button type="button" className="button" onClick={onRetry}>
            <FormattedMessage id="general.retry" defaultMessage="Retry" />
          </button>
        </div>
        {snapshot ? <SnapshotPreview snapshot={snapshot} /> : null}
      </main>
    </IntlProvider>
  );
}
