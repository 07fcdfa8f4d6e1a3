import {
  bus,
  type CapabilityName,
  currentSessionOf,
  getApiClient,
  learnMissingFeature,
  NeedsNetworkReason,
  useNeedsNetwork,
} from '@murmur/shared';
import { KeyRound, Mail, ShieldCheck, ShieldOff, Trash2, XCircle } from 'lucide-react';
import QRCode from 'qrcode';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { pleromaCall } from '../account/account-api';
import { failureText, ListState, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { describeUserAgent, readTokens, type SessionToken } from '../account/sessions-data';
import { useLoaded } from '../account/use-loaded';
import { NotOffered, OfferedSection, useOffered } from '../server-features/offered';

/** A labelled input of a security form. */
function Field({
  label,
  type = 'password',
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div className="setting setting--field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="settings-input"
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function SecurityForm({
  legend,
  submit,
  submitLabel,
  icon,
  disabled,
  outcome,
  children,
  danger,
}: {
  legend: string;
  submit: () => void;
  submitLabel: string;
  icon: ReactNode;
  disabled: boolean;
  outcome: Outcome;
  children: ReactNode;
  danger?: boolean;
}) {
  // Offline the fields stay editable and the submit is held with the reason (issue 36).
  const net = useNeedsNetwork();
  return (
    <form
      className="settings-group"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (net.online) submit();
      }}
    >
      <fieldset className="settings-fieldset">
        <legend>{legend}</legend>
        {children}
        <div className="settings-actions">
          <button
            type="submit"
            className={`button settings-button${danger ? ' settings-button--danger' : ''}`}
            disabled={disabled}
            {...net.control()}
          >
            {icon} {submitLabel}
          </button>
          <NeedsNetworkReason net={net} className="settings-offline-reason" action={submitLabel} />
        </div>
        <OutcomeMessage outcome={outcome} />
      </fieldset>
    </form>
  );
}

/**
 * Runs a form's call once at a time and keeps what came of it. With `learn`, a 404, 405 or 501
 * turns the feature off for the tab: its section then says the server does not offer it.
 */
function useSubmit(learn?: {
  feature: CapabilityName;
  call: string;
}): [boolean, Outcome, (run: () => Promise<string>) => Promise<void>] {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await call() });
    } catch (error) {
      if (learn && learnMissingFeature(learn.feature, error, learn.call)) return;
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };
  return [busy, outcome, run];
}

function ChangeEmail() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, outcome, run] = useSubmit({
    feature: 'accountCredentials',
    call: 'POST /api/pleroma/change_email',
  });
  return (
    <SecurityForm
      legend={intl.formatMessage(m.changeEmail)}
      submitLabel={intl.formatMessage(m.changeEmail)}
      icon={<Mail size={14} aria-hidden="true" />}
      disabled={busy || email.trim() === '' || password === ''}
      outcome={outcome}
      submit={() =>
        void run(async () => {
          await pleromaCall('POST', '/api/pleroma/change_email', { email: email.trim(), password });
          setPassword('');
          return intl.formatMessage(m.emailChanged);
        })
      }
    >
      <Field
        label={intl.formatMessage(m.newEmail)}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
      />
      <Field
        label={intl.formatMessage(m.currentPassword)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </SecurityForm>
  );
}

function ChangePassword() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, outcome, run] = useSubmit({
    feature: 'accountCredentials',
    call: 'POST /api/pleroma/change_password',
  });
  const mismatch = confirm !== '' && next !== confirm;
  return (
    <SecurityForm
      legend={intl.formatMessage(m.changePassword)}
      submitLabel={intl.formatMessage(m.changePassword)}
      icon={<KeyRound size={14} aria-hidden="true" />}
      disabled={busy || password === '' || next === '' || confirm === '' || mismatch}
      outcome={outcome}
      submit={() =>
        void run(async () => {
          await pleromaCall('POST', '/api/pleroma/change_password', {
            password,
            new_password: next,
            new_password_confirmation: confirm,
          });
          setPassword('');
          setNext('');
          setConfirm('');
          return intl.formatMessage(m.passwordChanged);
        })
      }
    >
      <Field
        label={intl.formatMessage(m.currentPassword)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <Field
        label={intl.formatMessage(m.newPassword)}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
      />
      <Field
        label={intl.formatMessage(m.confirmPassword)}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      {mismatch ? (
        <span className="setting__error" role="alert">
          {intl.formatMessage(m.passwordMismatch)}
        </span>
      ) : null}
    </SecurityForm>
  );
}

type Totp = { key: string; uri: string; qr: string };

/** Two-factor setup: off, then presetting (QR and key), verify with password and code, then on. */
function TwoFactor() {
  const intl = useIntl();
  const headingId = useId();
  const [loaded, reload] = useLoaded(
    async (signal) => {
      const reply = await getApiClient().get<{ settings?: { totp?: boolean } }>('/api/pleroma/accounts/mfa', {
        signal,
      });
      return [reply.data?.settings?.totp === true] as const;
    },
    { feature: 'twoFactor', call: 'GET /api/pleroma/accounts/mfa' },
  );
  const [setup, setSetup] = useState<Totp | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, outcome, run] = useSubmit({
    feature: 'twoFactor',
    call: 'the two-factor setup of /api/pleroma/accounts/mfa',
  });
  // Every step of the setup asks the server: held offline (issue 36).
  const net = useServerAction();

  const start = () =>
    void run(async () => {
      const reply = await getApiClient().get<{ key?: string; provisioning_uri?: string }>(
        '/api/pleroma/accounts/mfa/setup/totp',
      );
      const key = String(reply.data?.key ?? '');
      const uri = String(reply.data?.provisioning_uri ?? '');
      // Only an otpauth URI goes into the code: the app that scans it must not be sent elsewhere.
      const qr = uri.startsWith('otpauth://') ? await QRCode.toDataURL(uri, { margin: 1, width: 200 }) : '';
      setSetup({ key, uri, qr });
      return '';
    });
  const newCodes = async () => {
    const reply = await getApiClient().get<{ codes?: unknown }>('/api/pleroma/accounts/mfa/backup_codes');
    const list = Array.isArray(reply.data?.codes) ? reply.data.codes.map(String) : [];
    setCodes(list);
  };
  const confirm = () =>
    void run(async () => {
      await pleromaCall('POST', '/api/pleroma/accounts/mfa/confirm/totp', { password, code: code.trim() });
      setSetup(null);
      setPassword('');
      setCode('');
      await newCodes();
      reload();
      // The state line below says it, once (and is announced: a status).
      return '';
    });
  const disable = () =>
    void run(async () => {
      await pleromaCall('DELETE', '/api/pleroma/accounts/mfa/totp', { password });
      setPassword('');
      setCodes(null);
      reload();
      return '';
    });

  const enabled = loaded.state === 'ready' && loaded.data[0];
  return (
    <section className="settings-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-heading">
        {intl.formatMessage(m.mfa)}
      </h3>
      <ListState loaded={loaded} retry={reload} empty="">
        {() => (
          <>
            <p role="status">{intl.formatMessage(enabled ? m.mfaOn : m.mfaOff)}</p>
            {!enabled && !setup ? (
              <div className="settings-actions">
                <button
                  type="button"
                  className="button settings-button"
                  disabled={busy}
                  {...net.control()}
                  onClick={net.guard(start)}
                >
                  <ShieldCheck size={14} aria-hidden="true" /> {intl.formatMessage(m.mfaSetup)}
                </button>
              </div>
            ) : null}
            {!enabled && setup ? (
              <form
                className="settings-fieldset"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (net.online) confirm();
                }}
              >
                {setup.qr ? (
                  <img className="settings-qr" src={setup.qr} alt={intl.formatMessage(m.mfaQr)} />
                ) : null}
                <p className="settings-break">{intl.formatMessage(m.mfaScan, { key: setup.key })}</p>
                <Field
                  label={intl.formatMessage(m.mfaCode)}
                  type="text"
                  value={code}
                  onChange={setCode}
                  autoComplete="one-time-code"
                />
                <Field
                  label={intl.formatMessage(m.currentPassword)}
                  value={password}
                  onChange={setPassword}
                  autoComplete="current-password"
                />
                <div className="settings-actions">
                  <button
                    type="submit"
                    className="button settings-button"
                    disabled={busy || !code || !password}
                    {...net.control()}
                  >
                    <ShieldCheck size={14} aria-hidden="true" /> {intl.formatMessage(m.mfaConfirm)}
                  </button>
                  <button type="button" className="button settings-button" onClick={() => setSetup(null)}>
                    {intl.formatMessage(m.cancel)}
                  </button>
                </div>
              </form>
            ) : null}
            {enabled ? (
              <form
                className="settings-fieldset"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (net.online) disable();
                }}
              >
                <div className="settings-actions">
                  <button
                    type="button"
                    className="button settings-button"
                    {...net.control()}
                    onClick={net.guard(() => void newCodes())}
                  >
                    <KeyRound size={14} aria-hidden="true" /> {intl.formatMessage(m.mfaNewCodes)}
                  </button>
                </div>
                <Field
                  label={intl.formatMessage(m.currentPassword)}
                  value={password}
                  onChange={setPassword}
                  autoComplete="current-password"
                />
                <div className="settings-actions">
                  <button
                    type="submit"
                    className="button settings-button"
                    disabled={busy || !password}
                    {...net.control()}
                  >
                    <ShieldOff size={14} aria-hidden="true" /> {intl.formatMessage(m.mfaDisable)}
                  </button>
                </div>
              </form>
            ) : null}
            {codes && codes.length > 0 ? (
              <div>
                <h4 className="settings-heading">{intl.formatMessage(m.mfaBackupCodes)}</h4>
                <p className="setting__hint">{intl.formatMessage(m.mfaBackupCodesHint)}</p>
                <ul className="settings-codes" aria-label={intl.formatMessage(m.mfaBackupCodes)}>
                  {codes.map((c) => (
                    <li key={c}>
                      <code>{c}</code>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {outcome?.text ? <OutcomeMessage outcome={outcome} /> : null}
          </>
        )}
      </ListState>
    </section>
  );
}

/** This browser, named from its user agent ('Chromium on Linux'); null when it cannot be told. */
function thisBrowser(intl: IntlShape): string | null {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return browserText(intl, agent);
}

function browserText(intl: IntlShape, agent: string | null): string | null {
  if (!agent) return null;
  const { browser, system } = describeUserAgent(agent);
  if (browser && system) return intl.formatMessage(m.sessionBrowserOn, { browser, system });
  return browser ?? system;
}

/**
 * Sessions (OAuth tokens): the app, the browser and when it was last used where the server says
 * (Pleroma and Akkoma send only the app and the validity: the others read 'not told by the
 * server'), and this browser's own session marked (issue 38). Each can be revoked (the server
 * answers 201); revoking this browser's signs out here.
 */
function Sessions() {
  const intl = useIntl();
  const [loaded, reload] = useLoaded(
    async (signal) =>
      readTokens((await getApiClient().get<unknown>('/api/oauth_tokens.json', { signal })).data),
    { feature: 'sessionList', call: 'GET /api/oauth_tokens.json' },
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const net = useServerAction();
  const revoke = async (token: SessionToken) => {
    setOutcome(null);
    try {
      await getApiClient().delete(`/api/oauth_tokens/${encodeURIComponent(token.id)}`);
      // Revoking this browser's own token ends the session: the reload's refusal signs out here.
      reload();
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    }
  };
  // This browser's own session signs the reader out: asked first.
  const askRevokeThis = (token: SessionToken) =>
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(m.revokeThis),
        acceptLabel: intl.formatMessage(m.revoke),
        onAccept: () => void revoke(token),
      },
    });
  const date = (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '—' : intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });
  };
  const notTold = (
    <span title={intl.formatMessage(m.sessionNotTold)}>
      <span aria-hidden="true">—</span>
      <span className="settings-sr-only">{intl.formatMessage(m.sessionNotTold)}</span>
    </span>
  );
  const here = thisBrowser(intl);
  return (
    <div className="settings-group">
      <h3 className="settings-heading">{intl.formatMessage(m.sessions)}</h3>
      <ListState loaded={loaded} retry={reload} empty={intl.formatMessage(m.noSessions)}>
        {(tokens) => {
          const current = currentSessionOf(tokens);
          // This browser's session first.
          const ordered = current ? [current, ...tokens.filter((t) => t !== current)] : tokens;
          return (
            <table className="settings-table settings-sessions">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.appName)}</th>
                  <th scope="col">{intl.formatMessage(m.sessionBrowser)}</th>
                  <th scope="col">{intl.formatMessage(m.sessionLastUsed)}</th>
                  <th scope="col">{intl.formatMessage(m.validUntil)}</th>
                  <th scope="col">
                    <span className="settings-sr-only">{intl.formatMessage(m.revoke)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ordered.map((token) => {
                  const mine = token === current;
                  const browser = mine ? here : browserText(intl, token.userAgent);
                  return (
                    <tr key={token.id} className={mine ? 'settings-sessions__current' : undefined}>
                      <td>
                        <bdi>{token.appName}</bdi>
                        {mine ? (
                          <span className="settings-badge">{intl.formatMessage(m.sessionThisBrowser)}</span>
                        ) : null}
                      </td>
                      <td>{browser ?? notTold}</td>
                      <td>
                        {mine
                          ? intl.formatMessage(m.sessionInUse)
                          : token.lastUsedAt
                            ? date(token.lastUsedAt)
                            : notTold}
                      </td>
                      <td>{date(token.validUntil)}</td>
                      <td>
                        <button
                          type="button"
                          className="button settings-button"
                          aria-label={
                            mine
                              ? intl.formatMessage(m.revokeThis)
                              : intl.formatMessage(m.revokeNamed, { app: token.appName })
                          }
                          {...net.control()}
                          onClick={net.guard(() => (mine ? askRevokeThis(token) : void revoke(token)))}
                        >
                          <XCircle size={14} aria-hidden="true" /> {intl.formatMessage(m.revoke)}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          );
        }}
      </ListState>
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}

/** Account deletion: the password is required; the server then ends every session, this one too. */
function DeleteAccount() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [busy, outcome, run] = useSubmit({
    feature: 'accountCredentials',
    call: 'POST /api/pleroma/delete_account',
  });
  return (
    <SecurityForm
      legend={intl.formatMessage(m.deleteAccount)}
      submitLabel={intl.formatMessage(m.deleteAccountConfirm)}
      icon={<Trash2 size={14} aria-hidden="true" />}
      disabled={busy || password === ''}
      outcome={outcome}
      danger
      submit={() =>
        void run(async () => {
          await pleromaCall('POST', '/api/pleroma/delete_account', { password });
          // The token is gone on the server: the shell signs out here and says why.
          bus.emit({ type: 'session/account-deleted' });
          return '';
        })
      }
    >
      <p className="setting__hint">{intl.formatMessage(m.deleteAccountHint)}</p>
      <Field
        label={intl.formatMessage(m.currentPassword)}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </SecurityForm>
  );
}

/**
 * Security: e-mail, password, two-factor, sessions and account deletion. Pleroma's calls all:
 * a section the server lacks is not shown, and a server with none says so in one line.
 */
export function SecurityTab() {
  const intl = useIntl();
  const credentials = useOffered('accountCredentials');
  const twoFactor = useOffered('twoFactor');
  const sessions = useOffered('sessionList');
  if (!credentials && !twoFactor && !sessions) return <NotOffered />;
  return (
    <>
      <OfferedSection feature="accountCredentials" title={intl.formatMessage(m.changeEmail)}>
        <ChangeEmail />
      </OfferedSection>
      <OfferedSection feature="accountCredentials" title={intl.formatMessage(m.changePassword)}>
        <ChangePassword />
      </OfferedSection>
      <OfferedSection feature="twoFactor" title={intl.formatMessage(m.mfa)}>
        <TwoFactor />
      </OfferedSection>
      <OfferedSection feature="sessionList" title={intl.formatMessage(m.sessions)}>
        <Sessions />
      </OfferedSection>
      <OfferedSection feature="accountCredentials" title={intl.formatMessage(m.deleteAccount)}>
        <DeleteAccount />
      </OfferedSection>
    </>
  );
}
