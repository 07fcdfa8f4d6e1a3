import { FormattedMessage, IntlProvider } from 'react-intl';

/** A failed instance load is fatal (spec 1 section 4): say so on screen and offer a retry. */
export function FatalStartupError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <main className="panel fatal-error" role="alert" style={{ maxWidth: '36rem', margin: '4rem auto' }}>
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
          <button type="button" className="button" onClick={onRetry}>
            <FormattedMessage id="general.retry" defaultMessage="Retry" />
          </button>
        </div>
      </main>
    </IntlProvider>
  );
}
