import { type NeedsNetwork, useNeedsNetwork, useOnline } from '@murmur/shared';
import { WifiOff } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const texts = defineMessages({
  note: {
    id: 'settings.offline_note',
    defaultMessage:
      'You are offline. Settings of this browser still apply at once; what is kept on the server cannot be saved until the network returns, and nothing you type is lost.',
  },
});

/** The id of the settings panel's offline note, which the server's controls are described by. */
const OfflineNoteId = createContext<string | undefined>(undefined);

/**
 * The settings panel's offline note (issue 36), shown only offline, and the id every control that
 * sends to the server points at (`useServerAction`) so that each says why it does nothing.
 */
export function OfflineNote({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const online = useOnline();
  const id = useId();
  return (
    <OfflineNoteId.Provider value={id}>
      {online ? null : (
        <p id={id} className="settings-message settings-message--offline" role="status">
          <WifiOff size={14} aria-hidden="true" /> {intl.formatMessage(texts.note)}
        </p>
      )}
      {children}
    </OfflineNoteId.Provider>
  );
}

/**
 * A control that sends to the server: offline `aria-disabled`, described by the panel's note (or,
 * outside the panel, by its own `NeedsNetworkReason`), its handler held; enabled with the network.
 */
export function useServerAction(): NeedsNetwork {
  return useNeedsNetwork(useContext(OfflineNoteId));
}
