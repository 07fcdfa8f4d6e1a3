import { ApiError, bus, useOutbox } from '@murmur/shared/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../post-form/error-message';
import { formMessages } from '../post-form/messages';
import { useDraftOwner } from '../post-form/use-draft-owner';
import type { InlineForm } from '../status/inline-form-handover';
import { takeBack } from './outbox-slot';
import { OutboxWaiting } from './outbox-waiting';

/**
 * Under a post: what the outbox holds of a reply, quote or edit of it, so a reply written offline is
 * seen waiting in the thread (after a reload too) where it will appear. The inline form that is
 * open shows its own entry instead. A refused reply or quote opens its form, which takes the draft
 * back with the server's words; a refused edit goes back to its draft with a notice.
 */
export function StatusOutbox({
  statusId,
  composing,
  onOpen,
}: {
  statusId: string;
  composing: InlineForm | null;
  onOpen: (form: InlineForm) => void;
}) {
  const intl = useIntl();
  const owner = useDraftOwner();
  const entries = useOutbox(owner).filter(
    (entry) =>
      entry.slot === `reply:${statusId}` ||
      entry.slot === `quote:${statusId}` ||
      entry.slot === `edit:${statusId}`,
  );
  const open = composing ? `${composing}:${statusId}` : null;
  const refused = entries.find((entry) => entry.refused && entry.slot !== open);
  useEffect(() => {
    if (!refused?.refused) return;
    if (refused.slot.startsWith('edit:')) {
      const { status, serverMessage } = refused.refused;
      if (!takeBack(owner, refused, false)) return;
      const error = new ApiError(status, serverMessage === undefined ? null : { error: serverMessage });
      bus.emit({
        type: 'notice/raised',
        level: 'error',
        messageKey: 'status.edit_error',
        text: intl.formatMessage(formMessages.error, { error: errorMessage(intl, error) }),
      });
      return;
    }
    onOpen(refused.slot.startsWith('quote:') ? 'quote' : 'reply');
  }, [refused, owner, intl, onOpen]);
  const shown = entries.filter((entry) => !entry.refused && entry.slot !== open);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((entry) => (
        <OutboxWaiting
          key={entry.id}
          entry={entry}
          onCancel={() => {
            if (!takeBack(owner, entry, true)) return;
            if (entry.slot.startsWith('reply:')) onOpen('reply');
            else if (entry.slot.startsWith('quote:')) onOpen('quote');
          }}
        />
      ))}
    </>
  );
}
