import { describeError, isAbortError, type List, routePaths } from '@murmur/shared';
import { ListPlus, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { createList, loadLists } from './lists-api';
import { listMessages as m } from './messages';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; lists: List[] };

function errorText(intl: IntlShape, error: unknown): string {
  return describeError(intl, error);
}

/** The lists screen (spec 2 section 2): newest first, each to its timeline and its editor; 'new'. */
export function ListsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [title, setTitle] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    const controller = new AbortController();
    void attempt;
    loadLists(controller.signal).then(
      (lists) => setState({ kind: 'ready', lists }),
      (reason: unknown) => {
        if (!isAbortError(reason)) setState({ kind: 'error', message: errorText(intl, reason) });
      },
    );
    return () => controller.abort();
  }, [attempt, intl]);

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    setCreating(true);
    setError(null);
    createList(title.trim())
      .then((list) => navigate(routePaths.listEdit(list.id)))
      .catch((reason: unknown) => setError(errorText(intl, reason)))
      .finally(() => setCreating(false));
  };

  return (
    <section className="lists">
      <h1 className="search__heading">{intl.formatMessage(m.lists)}</h1>
      <form className="search__form" onSubmit={create}>
        <label htmlFor={titleId} className="profiles-sr-only">
          {intl.formatMessage(m.newTitle)}
        </label>
        <input
          id={titleId}
          value={title}
          placeholder={intl.formatMessage(m.newTitle)}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button search__submit" disabled={creating || title.trim() === ''}>
          <ListPlus size={16} aria-hidden="true" /> {intl.formatMessage(m.create)}
        </button>
      </form>
      {error ? (
        <p role="alert" className="search__note">
          {intl.formatMessage(m.error, { error })}
        </p>
      ) : null}
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
      {state.kind === 'ready' && state.lists.length === 0 ? (
        <p className="search__note">{intl.formatMessage(m.empty)}</p>
      ) : null}
      {state.kind === 'ready' ? (
        <ul className="search__tags">
          {state.lists.map((list) => (
            <li key={list.id} className="search__tag lists__item">
              <Link to={routePaths.list(list.id)} className="lists__title">
                <bdi>{list.title}</bdi>
              </Link>
              <Link
                to={routePaths.listEdit(list.id)}
                className="button user-card__button"
                title={intl.formatMessage(m.edit)}
              >
                <Pencil size={16} aria-hidden="true" />
                <span className="profiles-sr-only">
                  {intl.formatMessage(m.editNamed, { title: list.title })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
