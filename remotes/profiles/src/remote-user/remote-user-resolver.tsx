import { describeError, profilePath, type RouteScreenProps } from '@murmur/shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { remoteAcctOf, resolveRemoteUser } from './resolve-remote-user';

const messages = defineMessages({
  title: { id: 'remote_user_resolver.remote_user_resolver', defaultMessage: 'Remote user resolver' },
  searching: { id: 'remote_user_resolver.searching_for', defaultMessage: 'Searching for' },
  notFound: { id: 'remote_user_resolver.error', defaultMessage: 'Not found.' },
  retry: { id: 'general.retry', defaultMessage: 'Retry' },
});

type State = { kind: 'searching' } | { kind: 'not-found' } | { kind: 'failed'; text: string };

/**
 * /remote-users/@user@host and /remote-users/host/user: finds the account and replaces the route
 * with its profile, or says it was not found (spec 2 section 2).
 */
export function RemoteUserResolver({ params }: RouteScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const acct = remoteAcctOf(params);
  const [state, setState] = useState<State>({ kind: 'searching' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the lookup on Retry
  useEffect(() => {
    if (!acct) {
      setState({ kind: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'searching' });
    resolveRemoteUser(acct, controller.signal)
      .then((account) => {
        if (controller.signal.aborted) return;
        if (account) navigate(profilePath(account, []), { replace: true });
        else setState({ kind: 'not-found' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const text = describeError(intl, error);
        setState({ kind: 'failed', text });
      });
    return () => controller.abort();
  }, [acct, attempt, navigate]);

  return (
    <section className="remote-user-resolver" aria-labelledby="remote-user-resolver-title">
      <h1 id="remote-user-resolver-title" className="search__heading">
        <Search size={20} aria-hidden="true" /> {intl.formatMessage(messages.title)}
      </h1>
      {state.kind === 'searching' ? (
        <p role="status">
          {intl.formatMessage(messages.searching)} <bdi>{acct}</bdi>
        </p>
      ) : (
        <div role="alert">
          <p>
            <bdi>{acct ?? params.acct ?? ''}</bdi>:{' '}
            {state.kind === 'failed' ? state.text : intl.formatMessage(messages.notFound)}
          </p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
    </section>
  );
}
