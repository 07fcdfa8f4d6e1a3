import { type AdminUser, store, useInstance, useStaffRole } from '@murmur/shared';
import { LoaderCircle, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { fetchAdminUsers, type UserFilter } from '../api/admin-api';
import { errorText } from '../common/error-text';
import { useTableValues } from '../common/use-table';
import { permissionsFor } from '../roles/permissions';
import { messages } from './messages';
import { UserRow } from './user-row';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; ids: string[]; count: number }
  | { kind: 'error'; message: string };

const FILTERS: { value: UserFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: messages.all },
  { value: 'need_approval', label: messages.needApproval },
  { value: 'deactivated', label: messages.deactivated },
  { value: 'local', label: messages.local },
  { value: 'external', label: messages.external },
];

/** The users tab: search and filter, then activate, deactivate or approve. */
export function UsersTab({ initialFilter = 'all' }: { initialFilter?: UserFilter }) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<UserFilter>(initialFilter);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const users = useTableValues(store.adminUsers);
  const canApprove = permissionsFor(useStaffRole(), useInstance().capabilities).approve;
  const searchId = useId();
  const filterId = useId();

  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchAdminUsers(query, filter, controller.signal)
      .then(({ users: found, count }) => {
        store.adminUsers.upsertMany(found);
        setLoad({ kind: 'ready', ids: found.map((u) => u.id), count });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'error', message: errorText(intl, error) });
      });
    return () => controller.abort();
  }, [query, filter, attempt, intl]);

  const shown = useMemo(() => {
    if (load.kind !== 'ready') return [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return load.ids.map((id) => byId.get(id)).filter((u): u is AdminUser => u !== undefined);
  }, [load, users]);

  return (
    <div className="users-tab">
      <form
        className="moderation-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
          setAttempt((n) => n + 1);
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          <FormattedMessage {...messages.search} />
        </label>
        <input
          id={searchId}
          type="search"
          className="moderation-input"
          placeholder={intl.formatMessage(messages.search)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          <Search aria-hidden="true" size={16} /> <FormattedMessage {...messages.searchButton} />
        </button>
        <label htmlFor={filterId}>
          <FormattedMessage {...messages.filter} />
        </label>
        <select
          id={filterId}
          className="moderation-input"
          value={filter}
          onChange={(event) => setFilter(event.target.value as UserFilter)}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {intl.formatMessage(f.label)}
            </option>
          ))}
        </select>
      </form>
      {load.kind === 'loading' ? (
        <p role="status" className="moderation-faint">
          <LoaderCircle className="moderation-spin" aria-hidden="true" size={16} />{' '}
          <FormattedMessage {...messages.loading} />
        </p>
      ) : null}
      {load.kind === 'error' ? (
        <div role="alert" className="moderation-error">
          <p>{intl.formatMessage(messages.loadError, { error: load.message })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            <FormattedMessage {...messages.retry} />
          </button>
        </div>
      ) : null}
      {load.kind === 'ready' ? (
        shown.length === 0 ? (
          <p className="moderation-empty">
            <FormattedMessage {...messages.empty} />
          </p>
        ) : (
          <>
            <p className="moderation-faint">{intl.formatMessage(messages.count, { count: load.count })}</p>
            <ul className="users-tab__list">
              {shown.map((user) => (
                <UserRow key={user.id} user={user} canApprove={canApprove} />
              ))}
            </ul>
          </>
        )
      ) : null}
    </div>
  );
}
