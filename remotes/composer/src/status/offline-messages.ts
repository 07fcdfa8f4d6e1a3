import { defineMessages } from 'react-intl';

/** An action that needs the server, offline (issue 36): disabled, with this reason. */
export const offlineMessages = defineMessages<{ unavailable: { action: string } }>({
  unavailable: {
    id: 'status.offline_unavailable',
    defaultMessage: '{action}: not available offline',
  },
});
