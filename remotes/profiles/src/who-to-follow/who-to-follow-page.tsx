import type { Account } from '@murmur/shared';
import { Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { whoToFollowMessages as m } from './messages';
import { SuggestionRow } from './suggestion-row';
import { fetchSuggestions } from './suggestions';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; accounts: Account[] };

/** /who-to-follow: the server's suggestions, each with its follow button. */
export function WhoToFollowPage() {
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading' });
    fetchSuggestions(current.signal)
      .then((accounts) => setState({ kind: 'ready', accounts }))
      .catch(() => {
        if (!current.signal.aborted) setState({ kind: 'failed' });
      });
  }, []);
  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);
  return (
    <section className="who-to-follow" aria-labelledby="who-to-follow-title">
      <h1 id="who-to-follow-title" className="search__heading">
        <Users size={20} aria-hidden="true" /> {intl.formatMessage(m.title)}
      </h1>
      {state.kind === 'loading' ? <p role="status">{intl.formatMessage(m.loading)}</p> : null}
      {state.kind === 'failed' ? (
        <div role="alert">
          <p>{intl.formatMessage(m.failed)}</p>
          <button type="button" className="button" onClick={load}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' && state.accounts.length === 0 ? <p>{intl.formatMessage(m.none)}</p> : null}
      {state.kind === 'ready' && state.accounts.length > 0 ? (
        <ul className="about__staff">
          {state.accounts.map((account) => (
            <SuggestionRow key={account.id} account={account} withFollow />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
