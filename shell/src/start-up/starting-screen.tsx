import { intlLocale, useMessages } from '@murmur/shared/core';
import { Loader } from 'lucide-react';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { shellCatalogue } from '../i18n/shell-catalogue';
import { SnapshotPreview, useStartSnapshot } from './snapshot-preview';
import { startPhase, subscribeStartPhase } from './start-phase';

/** After this long without an instance the screen says the server is slow (the request goes on). */
export const SLOW_START_MS = 6_000;

/** The reader's language, known once start-up checks the session (its catalogue is loaded then). */
function InReadersLanguage({ children }: { children: ReactNode }) {
  const { language, messages } = useMessages(shellCatalogue);
  return (
    <IntlProvider locale={intlLocale(language)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}

function InEnglish({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/**
 * What shows while start-up waits for the server: at once, so a slow instance never leaves a
 * blank page. Until the instance answers the interface language is not known, so it speaks
 * English, like the fatal error; while only the stored session is being checked it speaks the
 * reader's language and says so quietly (issue 39), beside the last visit's timeline.
 */
export function StartingScreen() {
  const [slow, setSlow] = useState(false);
  const snapshot = useStartSnapshot();
  const phase = useSyncExternalStore(subscribeStartPhase, startPhase);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const checking = phase === 'checking-session';
  const Messages = checking ? InReadersLanguage : InEnglish;
  return (
    <Messages>
      <main className="panel starting-screen" aria-busy="true">
        <div className="panel__body" role="status">
          <Loader className="starting-screen__spinner" size={20} aria-hidden="true" />
          <p>
            {checking ? (
              <FormattedMessage id="startup.checking_session" defaultMessage="Checking your session…" />
            ) : slow ? (
              <FormattedMessage
                id="startup.slow"
                defaultMessage="The server is slow to answer. Murmur keeps waiting for it."
              />
            ) : (
              <FormattedMessage id="startup.starting" defaultMessage="Connecting to the server…" />
            )}
          </p>
          <div className="starting-screen__bar" />
        </div>
        {snapshot ? <SnapshotPreview snapshot={snapshot} /> : null}
      </main>
    </Messages>
  );
}
