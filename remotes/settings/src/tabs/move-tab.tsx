import { ApiError, bidiIsolate, NeedsNetworkReason, useInstance, useNeedsNetwork } from '@murmur/shared';
import { ArrowRightLeft } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { pleromaCall, reasonOf } from '../account/account-api';
import { failureText, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountArgument, localHostsOf } from '../account/local-address';
import { accountMessages as m } from '../account/messages';

/**
 * The server's refusal of a move in words a reader understands (issue 38): the target does not
 * list this account as an alias (Pleroma's "must have the origin in `alsoKnownAs`"), no such
 * target, a wrong password; anything else as the server said it.
 */
export function moveRefusal(intl: IntlShape, error: unknown, target: string): string {
  const reason = reasonOf(error) ?? '';
  const status = error instanceof ApiError ? error.status : null;
  const shown = bidiIsolate(target);
  if (/alsoKnownAs|also_known_as|alias/i.test(reason))
    return intl.formatMessage(m.moveRefusedAlias, { target: shown });
  if (status === 404 || /not found/i.test(reason))
    return intl.formatMessage(m.moveRefusedNotFound, { target: shown });
  if (/password/i.test(reason)) return intl.formatMessage(m.moveRefusedPassword);
  return failureText(intl, error);
}

/**
 * Move account: the target account and the password; the server moves the followers. It cannot
 * be undone, so it is confirmed first.
 */
export function MoveTab() {
  const intl = useIntl();
  const { instance } = useInstance();
  const targetId = useId();
  const passwordId = useId();
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Offline the form stays editable and Move is held with the reason (issue 36).
  const net = useNeedsNetwork();
  const move = async (account: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await pleromaCall('POST', '/api/pleroma/move_account', { target_account: account, password });
      setPassword('');
      setOutcome({ ok: true, text: intl.formatMessage(m.moved) });
    } catch (error) {
      setOutcome({ ok: false, text: moveRefusal(intl, error, account) });
    } finally {
      setBusy(false);
    }
  };
  // Asked in place: a confirmation modal would take the settings dialog's place, and the
  // outcome would have nowhere to show.
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = accountArgument(target, localHostsOf(instance.uri));
    if (account) setConfirming(account);
  };
  return (
    <form className="settings-group" onSubmit={net.guard(submit)}>
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
          {...net.control()}
        >
          <ArrowRightLeft size={14} aria-hidden="true" /> {intl.formatMessage(m.move)}
        </button>
        <NeedsNetworkReason
          net={net}
          className="settings-offline-reason"
          action={intl.formatMessage(m.move)}
        />
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={`${targetId}-ask`}
          aria-describedby={`${targetId}-ask-text`}
          className="settings-confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              setConfirming(null);
            }
          }}
        >
          <p id={`${targetId}-ask`} className="settings-confirm__title">
            {intl.formatMessage(m.moveConfirmTitle, { target: bidiIsolate(confirming) })}
          </p>
          <p id={`${targetId}-ask-text`}>
            {intl.formatMessage(m.moveConfirmText, { target: bidiIsolate(confirming) })}
          </p>
          <div className="settings-actions">
            <button
              ref={cancelRef}
              type="button"
              className="button settings-button"
              onClick={() => setConfirming(null)}
            >
              {intl.formatMessage(m.cancel)}
            </button>
            <button
              type="button"
              className="button settings-button settings-button--danger"
              {...net.control()}
              onClick={net.guard(() => {
                const account = confirming;
                setConfirming(null);
                void move(account);
              })}
            >
              {intl.formatMessage(m.move)}
            </button>
          </div>
        </div>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
