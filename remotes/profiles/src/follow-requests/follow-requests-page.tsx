import { type Account, bus, describeError, getPreferences } from '@murmur/shared';
import { Check, UserPlus, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { PersonIdentity } from '../card/person-identity';
import { answerFollowRequest, fetchFollowRequests } from './follow-requests-api';
import { followRequestMessages as m } from './messages';

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

interface State {
  accounts: Account[];
  next: Record<string, string> | null;
  loading: boolean;
  error: string | null;
  /** The first page has come back (so an empty list means no requests). */
  loaded: boolean;
}

function RequestRow({ account, onAnswered }: { account: Account; onAnswered: (id: string) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = (approve: boolean) => {
    const run = () => {
      setBusy(true);
      setError(null);
      answerFollowRequest(account.id, approve)
        .then(() => {
          bus.emit({ type: 'account/relationship-changed', accountId: account.id, change: 'followed' });
          onAnswered(account.id);
        })
        .catch((reason: unknown) => {
          setError(errorText(intl, reason));
          setBusy(false);
        });
    };
    // Spec 2 section 4: a confirmation first when the user asked for one.
    if (!getPreferences()[approve ? 'modalOnApproveFollow' : 'modalOnDenyFollow']) {
      run();
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(approve ? m.approveConfirmTitle : m.denyConfirmTitle),
        text: intl.formatMessage(approve ? m.approveConfirm : m.denyConfirm, { user: account.acct }),
        acceptLabel: intl.formatMessage(approve ? m.approve : m.deny),
        onAccept: run,
      },
    });
  };
  return (
    <li className="search__person follow-request" aria-busy={busy}>
      <PersonIdentity account={account} />
      <span className="follow-request__actions">
        <button type="button" className="button" disabled={busy} onClick={() => answer(true)}>
          <Check size={14} aria-hidden="true" /> {intl.formatMessage(m.approve)}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => answer(false)}>
          <X size={14} aria-hidden="true" /> {intl.formatMessage(m.deny)}
        </button>
      </span>
      {error ? (
        <p className="follow-request__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The follow requests screen (spec 2 sections 2 and 4): pending requests with approve and deny. */
export function FollowRequestsPage() {
  const intl = useIntl();
  const [state, setState] = useState<State>({
    accounts: [],
    next: null,
    loading: true,
    error: null,
    loaded: false,
  });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (query: Record<string, string> | null) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState((s) => ({ ...s, loading: true, error: null }));
      fetchFollowRequests(query, current.signal)
        .then((page) =>
          setState((s) => {
            const seen = new Set(s.accounts.map((a) => a.id));
            const accounts = query
              ? [...s.accounts, ...page.accounts.filter((a) => !seen.has(a.id))]
              : page.accounts;
            return { accounts, next: page.next, loading: false, error: null, loaded: true };
          }),
        )
        .catch((error: unknown) => {
          if (current.signal.aborted) return;
          setState((s) => ({ ...s, loading: false, error: errorText(intl, error) }));
        });
    },
    [intl],
  );

  useEffect(() => {
    load(null);
    return () => controller.current?.abort();
  }, [load]);

  const answered = (id: string) =>
    setState((s) => ({ ...s, accounts: s.accounts.filter((a) => a.id !== id) }));

  return (
    <section className="follow-requests" aria-labelledby="follow-requests-title">
      <h1 id="follow-requests-title" className="search__heading">
        <UserPlus size={20} aria-hidden="true" /> {intl.formatMessage(m.title)}
      </h1>
      {state.accounts.length > 0 ? (
        <ul className="about__staff">
          {state.accounts.map((account) => (
            <RequestRow key={account.id} account={account} onAnswered={answered} />
          ))}
        </ul>
      ) : null}
      {state.loaded && !state.loading && !state.error && state.accounts.length === 0 ? (
        <p className="follow-requests__empty">{intl.formatMessage(m.empty)}</p>
      ) : null}
      {state.loading ? <p role="status">{intl.formatMessage(m.loading)}</p> : null}
      {state.error ? (
        <div role="alert" className="follow-requests__error">
          <p>{intl.formatMessage(m.failed, { error: state.error })}</p>
          <button type="button" className="button" onClick={() => load(state.loaded ? state.next : null)}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {!state.loading && !state.error && state.next ? (
        <button type="button" className="button" onClick={() => load(state.next)}>
          {intl.formatMessage(m.loadMore)}
        </button>
      ) : null}
    </section>
  );
}
