import { useInstance } from '@murmur/shared';
import { useIntl } from 'react-intl';
import { settingsMessages as m } from '../settings-modal/messages';

declare const __MURMUR_VERSION__: string | undefined;

/** Version: this client's and the server's. */
export function VersionTab() {
  const intl = useIntl();
  const { instance } = useInstance();
  const client = typeof __MURMUR_VERSION__ === 'string' ? __MURMUR_VERSION__ : '0.1.0';
  return (
    <dl className="settings-version">
      <dt>{intl.formatMessage(m.versionClient)}</dt>
      <dd>Murmur {client}</dd>
      <dt>{intl.formatMessage(m.versionServer)}</dt>
      <dd>{instance.version || '—'}</dd>
    </dl>
  );
}
