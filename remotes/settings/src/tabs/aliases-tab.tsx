import { getApiClient, learnMissingFeature, useInstance } from '@murmur/shared';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { pleromaCall } from '../account/account-api';
import { failureText, ListState, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountArgument, localHostsOf } from '../account/local-address';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { useLoaded } from '../account/use-loaded';

/**
 * The server lists aliases as actor addresses but removes them by `user@host`: an address of the
 * usual `https://host/users/name` form (or `/@name`) becomes `name@host`; anything else is kept.
 */
export function aliasHandle(alias: string, localHosts: readonly string[] = []): string {
  try {
    const url = new URL(alias);
    const name = /^\/(?:users\/|@)([^/]+)\/?$/.exec(url.pathname)?.[1];
    if (!name) return alias;
    // An account of this server is named without a host, as the server itself names it.
    return localHosts.includes(url.host)
      ? decodeURIComponent(name)
      : `${decodeURIComponent(name)}@${url.host}`;
  } catch {
    return alias;
  }
}

/** Account aliases: add one by its address, list them, remove one. */
export function AliasesTab() {
  const intl = useIntl();
  const { instance } = useInstance();
  const localHosts = localHostsOf(instance.uri);
  const inputId = useId();
  const [loaded, reload] = useLoaded(
    async (signal) => {
      const reply = await getApiClient().get<{ aliases?: unknown }>('/api/pleroma/aliases', { signal });
      const list = reply.data?.aliases;
      return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : [];
    },
    { feature: 'accountAliases', call: 'GET /api/pleroma/aliases' },
  );
  const [alias, setAlias] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Adding and removing need the server: held offline with the reason; what is typed stays.
  const net = useServerAction();
  const change = async (method: 'PUT' | 'DELETE', target: string) => {
    setOutcome(null);
    try {
      await pleromaCall(method, '/api/pleroma/aliases', { alias: target });
      if (method === 'PUT') setAlias('');
      reload();
    } catch (error) {
      if (learnMissingFeature('accountAliases', error, `${method} /api/pleroma/aliases`)) return;
      setOutcome({ ok: false, text: failureText(intl, error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = accountArgument(alias, localHosts);
    if (target) void change('PUT', target);
  };
  return (
    <div className="settings-group">
      <p className="setting__hint">{intl.formatMessage(m.aliasesHint)}</p>
      <form className="setting" onSubmit={net.guard(submit)}>
        <label htmlFor={inputId}>{intl.formatMessage(m.newAlias)}</label>
        <input
          id={inputId}
          className="settings-input"
          value={alias}
          autoComplete="off"
          onChange={(event) => setAlias(event.target.value)}
        />
        <button
          type="submit"
          className="button settings-button"
          disabled={alias.trim() === ''}
          {...net.control()}
        >
          <Plus size={14} aria-hidden="true" /> {intl.formatMessage(m.addAlias)}
        </button>
      </form>
      <OutcomeMessage outcome={outcome} />
      <ListState loaded={loaded} retry={reload} empty={intl.formatMessage(m.noAliases)}>
        {(aliases) => (
          <ul className="settings-list">
            {aliases.map((entry) => {
              const handle = aliasHandle(entry, localHosts);
              return (
                <li key={entry} className="settings-list__row">
                  <span className="settings-list__main">{handle}</span>
                  <button
                    type="button"
                    className="button settings-button"
                    aria-label={intl.formatMessage(m.removeAlias, { alias: handle })}
                    {...net.control()}
                    onClick={net.guard(() => void change('DELETE', handle))}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </div>
  );
}
