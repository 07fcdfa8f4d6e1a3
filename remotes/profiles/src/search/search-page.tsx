import {
  arrowStep,
  describeError,
  isAbortError,
  type RouteScreenProps,
  routePaths,
  Slot,
  useSession,
} from '@murmur/shared';
import { Hash, Search } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PersonIdentity } from '../card/person-identity';
import { searchMessages as m } from './messages';
import {
  firstNonEmptyTab,
  queryFrom,
  SEARCH_TABS,
  type SearchResults,
  type SearchTab,
  search,
  tagPeople,
} from './search-results';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; results: SearchResults };

const TAB_LABEL = { statuses: m.statuses, accounts: m.people, hashtags: m.hashtags } as const;

/**
 * The search screen (spec 2 section 2) at /search?query=: statuses, people and hashtags with their
 * counts, opened on the first tab that has results; an empty query does nothing; a URL or address
 * is resolved by the server when signed in (a remote account or post then shows up).
 */
export function SearchPage({ search: queryString }: RouteScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const query = queryFrom(queryString);
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [tab, setTab] = useState<SearchTab>('statuses');
  const [attempt, setAttempt] = useState(0);
  const inputId = useId();
  const tabsId = useId();
  const tabRefs = useRef(new Map<SearchTab, HTMLButtonElement>());

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (query.trim() === '') {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void attempt;
    search(query.trim(), controller.signal, session.kind === 'user').then(
      (results) => {
        // Drawn as a transition: React renders it in slices that yield to the page (a page of
        // hostile posts drawn at once held the page for over 100 ms, issue 39).
        startTransition(() => {
          setState({ kind: 'ready', results });
          setTab(firstNonEmptyTab(results));
        });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        const message = describeError(intl, error);
        setState({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [query, attempt, session.kind, intl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty query does nothing (spec 2 section 2).
    if (draft.trim() === '') return;
    navigate(`/search?${new URLSearchParams({ query: draft.trim() }).toString()}`);
  };
  const choose = (next: SearchTab) => {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, event.currentTarget as Element);
    if (step === 0) return;
    event.preventDefault();
    const index = SEARCH_TABS.indexOf(tab);
    choose(SEARCH_TABS[(index + step + SEARCH_TABS.length) % SEARCH_TABS.length] as SearchTab);
  };

  return (
    <section className="search">
      <h1 className="search__heading">{intl.formatMessage(m.title)}</h1>
      <form className="search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="profiles-sr-only">
          {intl.formatMessage(m.terms)}
        </label>
        <input
          id={inputId}
          type="search"
          value={draft}
          placeholder={intl.formatMessage(m.placeholder)}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button search__submit">
          <Search size={16} aria-hidden="true" /> {intl.formatMessage(m.submit)}
        </button>
      </form>
      {state.kind === 'loading' ? (
        <p role="status" className="search__note">
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <div role="alert" className="search__note">
          <p>{intl.formatMessage(m.error, { error: state.message })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(m.retry)}
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <div
            role="tablist"
            aria-label={intl.formatMessage(m.title)}
            className="profile__tabs"
            onKeyDown={onTabKey}
          >
            {SEARCH_TABS.map((name) => (
              <button
                key={name}
                ref={(node) => {
                  if (node) tabRefs.current.set(name, node);
                  else tabRefs.current.delete(name);
                }}
                type="button"
                role="tab"
                id={`${tabsId}-${name}`}
                aria-selected={name === tab}
                aria-controls={`${tabsId}-panel`}
                tabIndex={name === tab ? 0 : -1}
                className="profile__tab"
                onClick={() => choose(name)}
              >
                {intl.formatMessage(TAB_LABEL[name])} ({state.results[name].length})
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-${tab}`}
            className="search__panel"
          >
            {state.results[tab].length === 0 ? (
              <p className="search__note">{intl.formatMessage(m.noResults)}</p>
            ) : null}
            {tab === 'statuses'
              ? state.results.statuses.map((status) => (
                  <Slot key={status.id} name="composer/Status" props={{ statusId: status.id }} />
                ))
              : null}
            {tab === 'accounts' ? (
              <ul className="search__people">
                {state.results.accounts.map((account) => {
                  return (
                    <li key={account.id} className="search__person">
                      <PersonIdentity account={account} />
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {tab === 'hashtags' ? (
              <ul className="search__tags">
                {state.results.hashtags.map((tag) => {
                  const people = tagPeople(tag);
                  return (
                    <li key={tag.name} className="search__tag">
                      <Link to={routePaths.tag(tag.name)}>
                        <Hash size={16} aria-hidden="true" />
                        <bdi>{tag.name}</bdi>
                      </Link>
                      {tag.history.length > 0 ? (
                        <span className="search__tag-history">
                          {intl.formatMessage(m.peopleTalking, { count: people })}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
