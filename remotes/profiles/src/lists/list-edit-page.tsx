import {
  type Account,
  AccountName,
  AccountPicture,
  bus,
  describeError,
  isAbortError,
  type RouteScreenProps,
  routePaths,
  store,
} from '@murmur/shared';
import { Save, Trash2, UserMinus, UserPlus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import {
  addMembers,
  deleteList,
  listMembers,
  loadLists,
  MEMBER_SEARCH_DEBOUNCE_MS,
  removeMembers,
  renameList,
  searchFollowed,
} from './lists-api';
import { listMessages as m } from './messages';

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/**
 * The list editor (spec 2 section 2) at /lists/:id/edit: the title (saved on request), the members
 * (removed one by one), a member search among followed accounts, debounced, and deletion after a
 * confirmation.
 */
export function ListEditPage({ params }: RouteScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = params.id ?? '';
  const [title, setTitle] = useState(store.lists.get(id)?.title ?? '');
  const [members, setMembers] = useState<Account[] | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Account[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const searchId = useId();

  useEffect(() => {
    // No list, no request (never '/api/v1/lists//accounts').
    if (id === '') return;
    const controller = new AbortController();
    if (!store.lists.has(id)) {
      loadLists(controller.signal)
        .then(() => setTitle(store.lists.get(id)?.title ?? ''))
        .catch(() => {});
    }
    listMembers(id, controller.signal).then(setMembers, (reason: unknown) => {
      if (!isAbortError(reason)) setError(errorText(intl, reason));
    });
    return () => controller.abort();
  }, [id, intl]);

  useEffect(() => {
    if (query.trim() === '') {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchFollowed(query.trim(), controller.signal).then(setFound, (reason: unknown) => {
        if (!isAbortError(reason)) setError(errorText(intl, reason));
      });
    }, MEMBER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, intl]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    renameList(id, title.trim())
      .then(() => setSaved(true))
      .catch((reason: unknown) => setError(errorText(intl, reason)));
  };
  const add = (account: Account) =>
    addMembers(id, [account.id])
      .then(() => setMembers((list) => [...(list ?? []).filter((a) => a.id !== account.id), account]))
      .catch((reason: unknown) => setError(errorText(intl, reason)));
  const remove = (account: Account) =>
    removeMembers(id, [account.id])
      .then(() => setMembers((list) => (list ?? []).filter((a) => a.id !== account.id)))
      .catch((reason: unknown) => setError(errorText(intl, reason)));
  const askDelete = () =>
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(m.delete),
        text: intl.formatMessage(m.deleteConfirm, { title }),
        acceptLabel: intl.formatMessage(m.delete),
        onAccept: () => {
          deleteList(id)
            .then(() => navigate(routePaths.lists()))
            .catch((reason: unknown) => setError(errorText(intl, reason)));
        },
      },
    });

  const memberIds = new Set((members ?? []).map((a) => a.id));
  return (
    <section className="lists">
      <h1 className="search__heading">{intl.formatMessage(m.edit)}</h1>
      <form className="search__form" onSubmit={save}>
        <label htmlFor={titleId} className="profiles-sr-only">
          {intl.formatMessage(m.title)}
        </label>
        <input id={titleId} value={title} onChange={(event) => setTitle(event.target.value)} />
        <button type="submit" className="button search__submit" disabled={title.trim() === ''}>
          <Save size={16} aria-hidden="true" /> {intl.formatMessage(m.save)}
        </button>
        <button type="button" className="button search__submit" onClick={askDelete}>
          <Trash2 size={16} aria-hidden="true" /> {intl.formatMessage(m.delete)}
        </button>
      </form>
      {saved ? (
        <p role="status" className="search__note">
          {intl.formatMessage(m.saved)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="search__note">
          {intl.formatMessage(m.error, { error })}
        </p>
      ) : null}
      <p className="search__note">
        <Link to={routePaths.list(id)}>{intl.formatMessage(m.openTimeline)}</Link>
      </p>
      <h2 className="search__heading">{intl.formatMessage(m.members)}</h2>
      {members === null ? (
        <p role="status" className="search__note">
          {intl.formatMessage(m.loading)}
        </p>
      ) : null}
      {members?.length === 0 ? <p className="search__note">{intl.formatMessage(m.noMembers)}</p> : null}
      <ul className="search__people">
        {(members ?? []).map((account) => (
          <Person key={account.id} account={account}>
            <button type="button" className="button user-card__button" onClick={() => void remove(account)}>
              <UserMinus size={16} aria-hidden="true" />{' '}
              {intl.formatMessage(m.removeNamed, { acct: account.acct })}
            </button>
          </Person>
        ))}
      </ul>
      <h2 className="search__heading">{intl.formatMessage(m.addMembers)}</h2>
      <div className="search__form">
        <label htmlFor={searchId} className="profiles-sr-only">
          {intl.formatMessage(m.searchFollowed)}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={intl.formatMessage(m.searchFollowed)}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <ul className="search__people">
        {found
          .filter((account) => !memberIds.has(account.id))
          .map((account) => (
            <Person key={account.id} account={account}>
              <button type="button" className="button user-card__button" onClick={() => void add(account)}>
                <UserPlus size={16} aria-hidden="true" />{' '}
                {intl.formatMessage(m.addNamed, { acct: account.acct })}
              </button>
            </Person>
          ))}
      </ul>
    </section>
  );
}

function Person({ account, children }: { account: Account; children: React.ReactNode }) {
  return (
    <li className="search__person">
      <AccountPicture
        src={account.avatar_static || account.avatar}
        width={32}
        height={32}
        className="search__avatar"
      />
      <span className="search__person-link">
        <AccountName
          className="search__person-name"
          text={account.display_name || account.username}
          emojis={account.emojis}
        />
        <bdi className="search__person-acct">@{account.acct}</bdi>
      </span>
      {children}
    </li>
  );
}
