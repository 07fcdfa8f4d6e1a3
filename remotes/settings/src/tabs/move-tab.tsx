import { ArrowRightLeft } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { pleromaCall } from '../account/account-api';
import { failureText, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';

/** Move account: the target account and the password; the server moves the followers. */
export function MoveTab() {
  const intl = useIntl();
  const targetId = useId();
  const passwordId = useId();
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await pleromaCall('POST', '/api/pleroma/move_account', {
        target_account: target.trim().replace(/^@/, ''),
        password,
      });
      setPassword('');
      setOutcome({ ok: true, text: intl.formatMessage(m.moved) });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="settings-group" onSubmit={(event) => void submit(event)}>
      <p className="setting__hint">{intl.formatMessage(m.moveHint)}</p>
      <div className="setting setting--field">
        <label htmlFor={targetId}>{intl.formatMessage(m.moveTarget)}</label>
        <input
          id={targetId}
          className="settings-input"
          value={target}
          required
          autoComplete="off"
          onChange={(event) => setTarget(event.target.value)}
        />
      </div>
      <div className="setting setting--field">
        <label htmlFor={passwordId}>{intl.formatMessage(m.currentPassword)}</label>
        <input
          id={passwordId}
          className="settings-input"
          type="password"
          value={password}
          required
          autoComplete="current-password"
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="settings-actions">
        <button
          type="submit"
          className="button settings-button settings-button--danger"
          disabled={busy || target.trim() === '' || password === ''}
        >
          <ArrowRightLeft size={14} aria-hidden="true" /> {intl.formatMessage(m.move)}
        </button>
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
