import { type NeedsNetwork, useNeedsNetwork, useOnline } from '@murmur/shared';
import { WifiOff } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const texts = defineMessages({
  note: {
    id: 'moderation.offline_note',
    defaultMessage:
      'You are offline. Moderation actions need the server: they come back with the network, and nothing you type is lost.',
  },
});

/** The id of the moderation panel's offline note, which every action is described by. */
const OfflineNoteId = createContext<string | undefined>(undefined);

/** The moderation panel's offline note (issue 36), shown only offline, above its tab. */
export function OfflineNote({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const online = useOnline();
  const id = useId();
  return (
    <OfflineNoteId.Provider value={id}>
      {online ? null : (
        <p id={id} className="moderation-offline" role="status">
          <WifiOff size={14} aria-hidden="true" /> {intl.formatMessage(texts.note)}
        </p>
      )}
      {children}
    </OfflineNoteId.Provider>
  );
}

/**
 * A moderation action (it always asks the server): offline `aria-disabled`, described by the
 * panel's note, or outside the panel by its own `NeedsNetworkReason`; its handler held.
 */
export function useModerationAction(): NeedsNetwork & { inPanel: boolean } {
  const noteId = useContext(OfflineNoteId);
  return { ...useNeedsNetwork(noteId), inPanel: noteId !== undefined };
}
