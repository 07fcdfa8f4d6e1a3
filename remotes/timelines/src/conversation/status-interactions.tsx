import {
  type Account,
  EMOJI_REACTIONS_SHOWN,
  EmojiImage,
  type EmojiReaction,
  getApiClient,
  isAbortError,
  parseAccountList,
  parseEmojiReactionList,
  safeMediaUrl,
  store,
  useInstance,
} from '@murmur/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountLink } from '../common/account-link';
import { conversationMessages as m } from './messages';

interface Interactions {
  favouritedBy: Account[];
  rebloggedBy: Account[];
  reactions: EmojiReaction[];
}

/**
 * One page of who favourited or repeated (Mastodon's default page): the API client cuts a longer
 * answer to it (docs/caps.md), so a hostile server's 2,000 accounts draw 40.
 */
const ACCOUNTS_SHOWN = 40;

const NONE: Interactions = { favouritedBy: [], rebloggedBy: [], reactions: [] };

/** A list the server may not have: failing quietly is better than an error storm for extras. */
async function quietly<T>(request: Promise<T>, fallback: T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return fallback;
  }
}

/**
 * Spec 2 section 7: when a status is highlighted, who favourited it, who repeated it and its
 * reactions are fetched and shown under it.
 */
export function StatusInteractions({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [data, setData] = useState<Interactions>(NONE);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const api = getApiClient();
    // Encoded once here: ids are opaque strings (GoToSocial uses ULIDs, others may use any text).
    const id = encodeURIComponent(statusId);
    setData(NONE);
    void Promise.all([
      quietly(
        api
          .get<unknown>(`/api/v1/statuses/${id}/favourited_by`, { signal, query: { limit: ACCOUNTS_SHOWN } })
          .then((r) => parseAccountList(r.data)),
        [],
      ),
      quietly(
        api
          .get<unknown>(`/api/v1/statuses/${id}/reblogged_by`, { signal, query: { limit: ACCOUNTS_SHOWN } })
          .then((r) => parseAccountList(r.data)),
        [],
      ),
      capabilities.emojiReactions
        ? quietly(
            api
              .get<unknown>(`/api/v1/pleroma/statuses/${id}/reactions`, { signal })
              .then((r) => parseEmojiReactionList(r.data)),
            [],
          )
        : Promise.resolve([]),
    ])
      .then(([favouritedBy, rebloggedBy, reactions]) => {
        if (signal.aborted) return;
        store.accounts.upsertMany([...favouritedBy, ...rebloggedBy]);
        setData({ favouritedBy, rebloggedBy, reactions });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [statusId, capabilities.emojiReactions]);

  const { favouritedBy, rebloggedBy, reactions: allReactions } = data;
  // The thread caps reactions as the timeline's reaction bar does (issue 39: a 10,000-reaction
  // post drew 32,086 elements here); the post's own bar above opens the rest.
  const reactions = allReactions.slice(0, EMOJI_REACTIONS_SHOWN);
  const reactionsOmitted = allReactions.length - reactions.length;
  if (favouritedBy.length + rebloggedBy.length + reactions.length === 0) return null;
  return (
    <div className="status-interactions">
      {favouritedBy.length > 0 ? (
        <AccountRow
          label={intl.formatMessage(m.favouritedBy, { count: favouritedBy.length })}
          accounts={favouritedBy}
        />
      ) : null}
      {rebloggedBy.length > 0 ? (
        <AccountRow
          label={intl.formatMessage(m.rebloggedBy, { count: rebloggedBy.length })}
          accounts={rebloggedBy}
        />
      ) : null}
      {reactions.length > 0 ? (
        <section className="status-interactions-row" aria-label={intl.formatMessage(m.reactions)}>
          <h3 className="status-interactions-title">{intl.formatMessage(m.reactions)}</h3>
          <ul className="status-interactions-list">
            {reactions.map((reaction) => {
              const url = safeMediaUrl(reaction.url);
              return (
                <li key={reaction.name} className="status-interactions-reaction">
                  {url ? <EmojiImage shortcode={reaction.name} src={url} /> : <span>{reaction.name}</span>}
                  <span>{reaction.count}</span>
                </li>
              );
            })}
          </ul>
          {reactionsOmitted > 0 ? (
            <p className="status-interactions-omitted">
              {intl.formatMessage(m.reactionsOmitted, { count: reactionsOmitted })}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function AccountRow({ label, accounts }: { label: string; accounts: Account[] }) {
  return (
    <section className="status-interactions-row" aria-label={label}>
      <h3 className="status-interactions-title">{label}</h3>
      <ul className="status-interactions-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountLink account={account} />
          </li>
        ))}
      </ul>
    </section>
  );
}
