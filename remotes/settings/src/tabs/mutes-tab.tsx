import {
  type Account,
  AccountName,
  getApiClient,
  parseAccountList,
  parseRelationship,
  store,
} from '@murmur/shared';
import { Ban, VolumeX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText, ListState, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { useLoaded } from '../account/use-loaded';

async function loadAccounts(path: string, signal: AbortSignal): Promise<Account[]> {
  const reply = await getApiClient().get<unknown>(path, { signal, query: { limit: 80 } });
  const accounts = parseAccountList(reply.data);
  store.accounts.upsertMany(accounts);
  return accounts;
}

/** Blocked or muted accounts, each with its undo; the list drops an entry once the server agreed. */
function AccountList({ kind }: { kind: 'blocks' | 'mutes' }) {
  const intl = useIntl();
  const [loaded, reload] = useLoaded((signal) => loadAccounts(`/api/v1/${kind}`, signal));
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Undoing needs the server: held offline with the reason (issue 36).
  const net = useServerAction();
  const undo = async (account: Account) => {
    setOutcome(null);
    try {
      const reply = await getApiClient().post<unknown>(
        `/api/v1/accounts/${encodeURIComponent(account.id)}/${kind === 'blocks' ? 'unblock' : 'unmute'}`,
      );
      setGone((previous) => new Set(previous).add(account.id));
      // Other screens showing this account see the new relationship at once.
      const relationship = parseRelationship(reply.data);
      if (relationship) store.relationships.upsert(relationship);
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    }
  };
  const visible =
    loaded.state === 'ready' ? { ...loaded, data: loaded.data.filter((a) => !gone.has(a.id)) } : loaded;
  return (
    <fieldset className="settings-group">
      <legend>{intl.formatMessage(kind === 'blocks' ? m.blocks : m.mutes)}</legend>
      <ListState
        loaded={visible}
        retry={reload}
        empty={intl.formatMessage(kind === 'blocks' ? m.noBlocks : m.noMutes)}
      >
        {(accounts) => (
          <ul className="settings-list">
            {accounts.map((account) => {
              const name = account.display_name || account.username;
              return (
                <li key={account.id} className="settings-list__row">
                  <span className="settings-list__main">
                    <AccountName text={name} emojis={account.emojis} />{' '}
                    <bdi className="setting__hint">@{account.acct}</bdi>
                  </span>
                  <button
                    type="button"
                    className="button settings-button"
                    {...net.control()}
                    onClick={net.guard(() => void undo(account))}
                  >
                    {kind === 'blocks' ? (
                      <Ban size={14} aria-hidden="true" />
                    ) : (
                      <VolumeX size={14} aria-hidden="true" />
                    )}
                    {/* The handle in a <bdi>: isolated in right-to-left text, and the button's name
                        stays plain text (isolate characters would become part of it). */}
                    <FormattedMessage
                      {...(kind === 'blocks' ? m.unblock : m.unmute)}
                      values={{ name: <bdi>@{account.acct}</bdi> }}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      <OutcomeMessage outcome={outcome} />
    </fieldset>
  );
}

async function loadDomains(signal: AbortSignal): Promise<string[]> {
  const reply = await getApiClient().get<unknown>('/api/v1/domain_blocks', { signal, query: { limit: 200 } });
  return Array.isArray(reply.data) ? reply.data.filter((d): d is string => typeof d === 'string') : [];
}

/** Domain blocks: add one, list them, remove one. */
function DomainBlocks() {
  const intl = useIntl();
  const inputId = useId();
  const [loaded, reload] = useLoaded(loadDomains);
  const [domain, setDomain] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Adding and removing need the server: held offline with the reason; the domain typed is kept.
  const net = useServerAction();
  const change = async (method: 'POST' | 'DELETE', target: string) => {
    setOutcome(null);
    try {
      await getApiClient().request(method, '/api/v1/domain_blocks', { json: { domain: target } });
      if (method === 'POST') setDomain('');
      reload();
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = domain.trim().toLowerCase();
    if (target) void change('POST', target);
  };
  return (
    <fieldset className="settings-group">
      <legend>{intl.formatMessage(m.domainBlocks)}</legend>
      <form className="setting" onSubmit={net.guard(submit)}>
        <label htmlFor={inputId}>{intl.formatMessage(m.domain)}</label>
        <input
          id={inputId}
          className="settings-input"
          value={domain}
          autoComplete="off"
          placeholder="example.org"
          onChange={(event) => setDomain(event.target.value)}
        />
        <button
          type="submit"
          className="button settings-button"
          disabled={domain.trim() === ''}
          {...net.control()}
        >
          <Ban size={14} aria-hidden="true" /> {intl.formatMessage(m.blockDomain)}
        </button>
      </form>
      <ListState loaded={loaded} retry={reload} empty={intl.formatMessage(m.noDomainBlocks)}>
        {(domains) => (
          <ul className="settings-list">
            {domains.map((blocked) => (
              <li key={blocked} className="settings-list__row">
                <span className="settings-list__main">{blocked}</span>
                <button
                  type="button"
                  className="button settings-button"
                  {...net.control()}
                  onClick={net.guard(() => void change('DELETE', blocked))}
                >
                  {intl.formatMessage(m.unblockDomain, { domain: blocked })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <OutcomeMessage outcome={outcome} />
    </fieldset>
  );
}

/** Mutes and Blocks: the accounts blocked and muted, and the blocked domains. */
export function MutesTab() {
  return (
    <>
      <AccountList kind="blocks" />
      <AccountList kind="mutes" />
      <DomainBlocks />
    </>
  );
}
