import { useOnline } from '@murmur/shared/core';
import { WifiOff } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import './offline-banner.css';

const messages = defineMessages({
  offline: {
    id: 'offline.banner',
    defaultMessage:
      'You are offline. Murmur shows what it kept from your last visit, and refreshes by itself when the network is back.',
  },
});

/**
 * Says, while the browser has no network, that what is shown is the kept copy (issue 36). A
 * status region: a screen reader hears it when it appears, and it goes when the network returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {online ? null : (
        <p className="offline-banner" data-testid="offline-banner">
          <WifiOff size={16} aria-hidden="true" />
          <FormattedMessage {...messages.offline} />
        </p>
      )}
    </div>
  );
}
