import { useEffect, useState } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';

export interface FatalStartupErrorProps {
  error: unknown;
  onRetry: () => void;
  /** When the server said it is busy (429, 503): seconds until Murmur tries again by itself. */
  retryInSeconds?: number | undefined;
}

/** A failed instance load is fatal (spec 1 section 4): say so on screen and offer a retry. */
export function FatalStartupError({ error, onRetry, retryInSeconds }: FatalStartupErrorProps) {
  const detail = error instanceof Error ? error.message : String(error);
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
              id="startup.failed_text"
              defaultMessage="The server did not answer as expected: {detail}"
              values={{ detail }}
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
      </main>
    </IntlProvider>
  );
}
