import { ApiError, routePaths, useInstance } from '@murmur/shared';
import type { FormEvent, ReactNode } from 'react';
import { useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import '../registration/registration.css';
import { passwordResetMessages as m } from './messages';
import { requestPasswordReset } from './password-reset-api';
import { eventForStatus, PASSWORD_RESET_IDLE, passwordResetTransition } from './password-reset-machine';

/** True for ?passwordResetRequested=true (also 1 or an empty value). */
function isResetRequested(value: string | null): boolean {
  return value !== null && value !== 'false' && value !== '0';
}

/** /password-reset, with the optional passwordResetRequested parameter (spec 1 sections 2, 4, 5). */
export function PasswordResetPage() {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [searchParams] = useSearchParams();
  const resetRequested = isResetRequested(searchParams.get('passwordResetRequested'));
  const [state, dispatch] = useReducer(passwordResetTransition, PASSWORD_RESET_IDLE);
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const pending = state.kind === 'pending';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    if (!value) {
      input.current?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    try {
      await requestPasswordReset(value);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn('[murmur] password reset failed', error);
      dispatch(error instanceof ApiError ? eventForStatus(error.status) : { type: 'failed', message: null });
    }
  };

  const returnHome = (
    <p>
      <Link to={routePaths.root()}>{intl.formatMessage(m.returnHome)}</Link>
    </p>
  );

  let body: ReactNode;
  if (!capabilities.mailer) {
    body = <p>{intl.formatMessage(resetRequested ? m.requiredButMailerDisabled : m.disabled)}</p>;
  } else if (state.kind === 'success') {
    body = (
      <>
        <p role="status">{intl.formatMessage(m.checkEmail)}</p>
        {returnHome}
      </>
    );
  } else if (state.kind === 'throttled') {
    body = (
      <>
        <p role="alert">{intl.formatMessage(m.tooManyRequests)}</p>
        {returnHome}
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit}>
        {resetRequested && <p>{intl.formatMessage(m.required)}</p>}
        <p id="password-reset-instruction">{intl.formatMessage(m.instruction)}</p>
        <div className="registration__field">
          <label htmlFor="password-reset-email">{intl.formatMessage(m.placeholder)}</label>
          <input
            ref={input}
            id="password-reset-email"
            name="email"
            type="text"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby="password-reset-instruction"
            value={email}
            disabled={pending}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {state.kind === 'error' && (
          <div className="registration__errors password-reset__error" role="alert">
            <span>{state.message ?? intl.formatMessage(m.genericError)}</span>{' '}
            <button type="button" className="button" onClick={() => dispatch({ type: 'dismiss' })}>
              {intl.formatMessage(m.dismiss)}
            </button>
          </div>
        )}
        <button type="submit" className="button" disabled={pending}>
          {intl.formatMessage(pending ? m.pending : m.submit)}
        </button>
      </form>
    );
  }

  return (
    <section className="panel password-reset" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title" className="panel__heading">
        {intl.formatMessage(m.title)}
      </h1>
      <div className="panel__body">{body}</div>
    </section>
  );
}
