import { type CapabilityName, useInstance } from '@murmur/shared';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverFeatureMessages } from './messages';

/** The one line a tab or section shows for calls the server does not have. */
export function NotOffered() {
  const intl = useIntl();
  return (
    <p className="setting__hint" data-not-offered="">
      {intl.formatMessage(serverFeatureMessages.notOffered)}
    </p>
  );
}

/** False once the capability map says (or the tab learned) the server lacks the feature. */
export function useOffered(feature: CapabilityName): boolean {
  return useInstance().capabilities[feature] !== false;
}

/**
 * A section of a tab built on calls the server may lack: not shown when the capability map already
 * said the server lacks them; once a call of it answers 404, 405 or 501 while it is open, its
 * title and the one line stay in its place.
 */
export function OfferedSection({
  feature,
  title,
  children,
}: {
  feature: CapabilityName;
  title: string;
  children: ReactNode;
}) {
  const offered = useOffered(feature);
  const [offeredAtFirst] = useState(offered);
  if (offered) return <>{children}</>;
  if (!offeredAtFirst) return null;
  return (
    <section className="settings-group">
      <h3 className="settings-heading">{title}</h3>
      <NotOffered />
    </section>
  );
}

/**
 * A tab or section built on calls the server may lack (Pleroma's account calls): shown while the
 * capability map offers them, else one line that the server does not offer it, and nothing is asked.
 */
export function Offered({ feature, children }: { feature: CapabilityName; children: ReactNode }) {
  return useOffered(feature) ? <>{children}</> : <NotOffered />;
}
