import { getApiClient, parseRelationship, type Relationship, store } from '@murmur/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages as m } from '../messages';

/** Spec 2 section 6: the note is saved after 1500 ms without typing. */
export const NOTE_SAVE_DELAY_MS = 1500;

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The private note about another account (POST /api/v1/accounts/{id}/note, form comment). */
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
        .catch(() => setState('error'));
    }, NOTE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accountId, text]);

  return (
    <div className="user-card__note">
      <label htmlFor={id}>{intl.formatMessage(m.note)}</label>
      <textarea
        id={id}
        value={text}
        rows={2}
        onChange={(event) => {
          dirty.current = true;
          setState('idle');
          setText(event.target.value);
        }}
      />
      <span className="user-card__note-state" role="status">
        {state === 'saved'
          ? intl.formatMessage(m.noteSaved)
          : state === 'error'
            ? intl.formatMessage(m.actionError, { error: '' })
            : ''}
      </span>
    </div>
  );
}
