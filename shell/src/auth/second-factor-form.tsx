import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoginErrorBox } from './login-error-box';
import type { LoginState } from './login-machine';
import { authMessages } from './messages';
import type { LoginActions } from './use-login';

export interface SecondFactorFormProps {
  state: Extract<LoginState, { strategy: 'totp' | 'recovery' }>;
  actions: LoginActions;
}

/**
 * The two-factor screen (an authentication code, links to a recovery code or to cancel) and the
 * recovery screen (a recovery code, links back to the code or to cancel), spec 1 section 2. A
 * refused code clears the field and shows the server's error (spec 1 section 5).
 */
export function SecondFactorForm({ state, actions }: SecondFactorFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const totp = state.strategy === 'totp';
  const headingId = `${id}-heading`;
  const inputId = `${id}-code`;

  // Each screen starts empty (the page keys it by strategy), with the field focused: the user came
  // here to type a code.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await actions.submitCode(code);
    if (!ok) setCode('');
  };

  // After a refused code, back to the (now enabled and empty) field for the next try.
  useEffect(() => {
    if (state.error) input.current?.focus();
  }, [state.error]);

  const link = (handler: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    handler();
  };

  return (
    <section className="panel login" aria-labelledby={headingId}>
      <h1 id={headingId} className="panel__heading">
        <FormattedMessage {...(totp ? authMessages.headingTotp : authMessages.headingRecovery)} />
      </h1>
      <form className="panel__body login__form" onSubmit={submit} aria-busy={state.pending} noValidate>
        <fieldset className="login__fields" disabled={state.pending}>
          <div className="login__field">
            <label htmlFor={inputId}>
              <FormattedMessage {...(totp ? authMessages.authenticationCode : authMessages.recoveryCode)} />
            </label>
            <input
              ref={input}
              id={inputId}
              name="code"
              className="login__input"
              disabled={state.pending}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              inputMode={totp ? 'numeric' : 'text'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <div className="login__links">
            <button
              type="button"
              className="login__link-button"
              disabled={state.pending}
              onClick={link(totp ? actions.switchToRecovery : actions.switchToTotp)}
            >
              <FormattedMessage
                {...(totp ? authMessages.enterRecoveryCode : authMessages.enterTwoFactorCode)}
              />
            </button>
            <button
              type="button"
              className="login__link-button"
              disabled={state.pending}
              onClick={link(actions.abort)}
            >
              <FormattedMessage {...authMessages.cancel} />
            </button>
          </div>
          <div className="login__actions">
            <button type="submit" className="button auth-button--primary" disabled={state.pending}>
              <FormattedMessage {...authMessages.verify} />
            </button>
          </div>
        </fieldset>
        <LoginErrorBox error={state.error} onDismiss={actions.dismissError} />
      </form>
    </section>
  );
}
