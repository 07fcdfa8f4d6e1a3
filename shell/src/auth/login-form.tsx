import { routePaths } from '@murmur/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoginErrorBox } from './login-error-box';
import type { LoginState } from './login-machine';
import { authMessages } from './messages';
import type { LoginActions } from './use-login';

export interface LoginFormProps {
  state: LoginState;
  actions: LoginActions;
  /** Offer the register link (only when the instance's registrations are open). */
  registrationOpen: boolean;
}

/**
 * The login panel (spec 1 section 2, "Login screens"): username and password, a forgot-password
 * link, a register link when registration is open, the submit button and the error box; or, on an
 * instance whose login method is OAuth (the token strategy), a hint and the server-page button.
 * Everything is disabled while a login is in progress.
 */
export function LoginForm({ state, actions, registrationOpen }: LoginFormProps) {
  const intl = useIntl();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const headingId = `${id}-heading`;
  const tokenOnly = state.strategy === 'token';
  const passwordInput = useRef<HTMLInputElement>(null);

  // After a refused attempt, focus returns to the password (the controls were disabled meanwhile).
  useEffect(() => {
    if (state.error) passwordInput.current?.focus();
  }, [state.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tokenOnly) void actions.startOAuth();
    else void actions.submitPassword(username, password);
  };

  return (
    <section className="panel login" aria-labelledby={headingId}>
      <h1 id={headingId} className="panel__heading">
        <FormattedMessage {...authMessages.loginHeading} />
      </h1>
      <form className="panel__body login__form" onSubmit={submit} aria-busy={state.pending} noValidate>
        <fieldset className="login__fields" disabled={state.pending}>
          {tokenOnly ? (
            <p className="login__hint">
              <FormattedMessage {...authMessages.tokenHint} />
            </p>
          ) : (
            <>
              <div className="login__field">
                <label htmlFor={`${id}-username`}>
                  <FormattedMessage {...authMessages.username} />
                </label>
                <input
                  id={`${id}-username`}
                  name="username"
                  className="login__input"
                  disabled={state.pending}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={intl.formatMessage(authMessages.usernamePlaceholder)}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </div>
              <div className="login__field">
                <label htmlFor={`${id}-password`}>
                  <FormattedMessage {...authMessages.password} />
                </label>
                <input
                  ref={passwordInput}
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  className="login__input"
                  disabled={state.pending}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
            </>
          )}
          <div className="login__links">
            <Link to={routePaths.passwordReset()}>
              <FormattedMessage {...authMessages.forgotPassword} />
            </Link>
            {registrationOpen ? (
              <Link to={routePaths.registration()}>
                <FormattedMessage {...authMessages.register} />
              </Link>
            ) : null}
          </div>
          <div className="login__actions">
            <button type="submit" className="button auth-button--primary" disabled={state.pending}>
              <FormattedMessage {...authMessages.login} />
            </button>
            {tokenOnly ? null : (
              <button
                type="button"
                className="button"
                disabled={state.pending}
                onClick={() => void actions.startOAuth()}
              >
                <FormattedMessage {...authMessages.oauthButton} />
              </button>
            )}
          </div>
        </fieldset>
        <LoginErrorBox error={state.error} onDismiss={actions.dismissError} />
      </form>
    </section>
  );
}
