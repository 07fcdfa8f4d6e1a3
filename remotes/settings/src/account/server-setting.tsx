import { bus } from '@murmur/shared';
import { Server } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useOwnAccount } from './account-api';
import { accountMessages as m } from './messages';
import { useServerAction } from './offline';
import { SERVER_FLAGS, type ServerFlag } from './server-options';

/** The mark of an option kept by the server (it follows the account, not the browser). */
export function ServerMark() {
  const intl = useIntl();
  const text = intl.formatMessage(m.serverSide);
  return (
    <span className="setting__server" title={text}>
      <Server size={14} aria-hidden="true" />
      <span className="settings-sr-only">{text}</span>
    </span>
  );
}

/**
 * A server-side yes/no option (spec 3 section 4): the value is cleared while the request runs and
 * the old value comes back, with the reason, when it fails. Offline it is held (issue 36).
 */
export function ServerBooleanSetting({ name, label }: { name: ServerFlag; label: MessageDescriptor }) {
  const intl = useIntl();
  const account = useOwnAccount();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const net = useServerAction();
  if (!account) return null;
  const spec = SERVER_FLAGS[name];
  const value = spec.read(account);
  const change = async (next: boolean) => {
    setPending(true);
    setFailed(false);
    try {
      await spec.write(next, account);
      bus.emit({ type: 'notice/raised', level: 'success', messageKey: 'settings.saving_ok' });
    } catch {
      setFailed(true);
      bus.emit({ type: 'notice/raised', level: 'error', messageKey: 'settings.saving_err' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="setting setting--boolean">
      <input
        id={id}
        type="checkbox"
        checked={pending ? false : value}
        disabled={pending}
        aria-busy={pending}
        {...net.control()}
        onChange={net.guard((event: ChangeEvent<HTMLInputElement>) => void change(event.target.checked))}
      />
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <ServerMark />
      {failed ? (
        <span className="setting__error" role="alert">
          {intl.formatMessage(m.serverSaveFailed)}
        </span>
      ) : null}
    </div>
  );
}
