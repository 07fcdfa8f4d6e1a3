import {
  describeError,
  getApiClient,
  learnMissingFeature,
  parseRelationship,
  type Relationship,
  store,
  useInstance,
} from '@murmur/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages as m } from '../messages';
import { serverFeatureMessages } from '../server-features/messages';

/** Spec 2 section 6: the note is saved after 1500 ms without typing. */
export const NOTE_SAVE_DELAY_MS = 1500;

type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'missing';

/**
 * The private note about another account (POST /api/v1/accounts/{id}/note, JSON comment). A server
 * without notes (404, 405, 501) is learned for the session: this card says so and keeps the text
 * on screen; other cards no longer show the field.
 */
export function PrivateNote({
  accountId,
  relationship,
}: {
  accountId: string;
  relationship: Relationship | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(relationship?.note ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState('');
  const { capabilities } = useInstance();
  const dirty = useRef(false);

  // The server's note arrives with the relationship, after the card mounted.
  useEffect(() => {
    if (!dirty.current) setText(relationship?.note ?? '');
  }, [relationship?.note]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      setState('saving');
      getApiClient()
        .post<unknown>(`/api/v1/accounts/${encodeURIComponent(accountId)}/note`, { json: { comment: text } })
        .then((reply) => {
          const saved = parseRelationship(reply.data);
          if (saved) store.relationships.upsert(saved);
          dirty.current = false;
          setState('saved');
        })
        .catch((error: unknown) => {
          if (learnMissingFeature('accountNotes', error, 'POST /api/v1/accounts/{id}/note')) {
            setState('missing');
            return;
          }
          // Never an empty 'Error:' or a status phrase: the server's sentence, else words for the failure.
          setFailure(describeError(intl, error));
          setState('error');
        });
    }, NOTE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accountId, text, intl]);

  if (capabilities.accountNotes === false && state !== 'missing') return null;
  return (
    <div className="user-card__note">
      <label htmlFor={id}>{intl.formatMessage(m.note)}</label>
      <textarea
        id={id}
        value={text}
        rows={2}
        readOnly={state === 'missing'}
        onChange={(event) => {
          dirty.current = true;
          setState('idle');
          setText(event.target.value);
        }}
      />
      <span className="user-card__note-state" role="status">
        {state === 'saved'
          ? intl.formatMessage(m.noteSaved)
          : state === 'missing'
            ? intl.formatMessage(serverFeatureMessages.notOffered)
            : state === 'error'
              ? intl.formatMessage(m.actionError, { error: failure })
              : ''}
      </span>
    </div>
  );
}
