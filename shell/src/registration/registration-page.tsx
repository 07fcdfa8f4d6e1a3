import { ApiError, routePaths, useInstance, useSession } from '@murmur/shared';
import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { CaptchaField } from './captcha-field';
import { registrationMessages as m, validationMessages } from './messages';
import type { Captcha } from './registration-api';
import { fetchCaptcha, NO_CAPTCHA, signUp } from './registration-api';
import type { RegistrationForm, ValidatedField } from './registration-form';
import {
  EMPTY_REGISTRATION_FORM,
  isValid,
  registrationPayload,
  validateRegistration,
} from './registration-form';
import { registrationErrorTexts } from './server-errors';
import type { SignUpEvent, SignUpOutcome, SignUpState } from './sign-up-machine';
import { isSignUpPending, SIGN_UP_IDLE, signUpTransition } from './sign-up-machine';
import './registration.css';

/** Where each sign-up outcome leads (spec 1 section 4); null stays on the form. */
function destinationOf(outcome: SignUpOutcome): string | null {
  switch (outcome.kind) {
    case 'signed-in':
      return routePaths.friends();
    case 'awaiting-approval':
      return routePaths.registrationRequestSent();
    case 'awaiting-email-confirmation':
      return routePaths.awaitingEmailConfirmation();
    case 'unrecognised':
      return null;
  }
}

const FIELD_ORDER: readonly ValidatedField[] = [
  'username',
  'fullname',
  'email',
  'password',
  'confirm',
  'reason',
];
const fieldId = (field: string) => `registration-${field}`;
const errorId = (field: string) => `registration-${field}-error`;

/** /registration and /registration/{token}. */
export function RegistrationPage() {
  const { token } = useParams();
  const session = useSession();
  const { capabilities } = useInstance();
  const [state, dispatch] = useReducer(signUpTransition, SIGN_UP_IDLE);

  // After a sign-up that logged the user in, the session is a user's: go to friends, not root.
  if (state.kind === 'success') {
    const destination = destinationOf(state.outcome);
    if (destination) return <Navigate to={destination} replace />;
  }
  if (session.kind === 'user') return <Navigate to={routePaths.root()} replace />;
  if (!capabilities.registrationsOpen && !token) return <Navigate to={routePaths.root()} replace />;

  return (
    <RegistrationFormView
      inviteToken={token}
      state={state}
      dispatch={dispatch}
      accountActivationRequired={capabilities.accountActivationRequired}
      accountApprovalRequired={capabilities.approvalRequired}
    />
  );
}

interface FormViewProps {
  inviteToken: string | undefined;
  state: SignUpState;
  dispatch: (event: SignUpEvent) => void;
  accountActivationRequired: boolean;
  accountApprovalRequired: boolean;
}

function RegistrationFormView({
  inviteToken,
  state,
  dispatch,
  accountActivationRequired,
  accountApprovalRequired,
}: FormViewProps) {
  const intl = useIntl();
  const { instance } = useInstance();
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION_FORM);
  const [touched, setTouched] = useState<ReadonlySet<ValidatedField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha>(NO_CAPTCHA);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = isSignUpPending(state);

  const rules = { accountActivationRequired, accountApprovalRequired };
  const errors = validateRegistration(form, rules);

  const captchaRequest = useRef(0);

  // Only the newest request may set the captcha (the image can be clicked again before it came).
  const loadCaptcha = useCallback(() => {
    const request = ++captchaRequest.current;
    fetchCaptcha()
      .then((next) => {
        if (request === captchaRequest.current) setCaptcha(next);
      })
      .catch((error: unknown) => {
        console.warn('[murmur] the captcha could not be loaded', error);
        if (request === captchaRequest.current) setCaptcha(NO_CAPTCHA);
      });
    setForm((current) => ({ ...current, captchaSolution: '' }));
  }, []);

  useEffect(() => loadCaptcha(), [loadCaptcha]);

  const update = (field: keyof RegistrationForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const touch = (field: ValidatedField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const shownError = (field: ValidatedField): ReactNode => {
    const failure = errors[field];
    if (!failure || !(submitted || touched.has(field))) return null;
    return intl.formatMessage(validationMessages[failure]);
  };

  /** What every validated field takes from the form: its value, its handlers, its message. */
  const bind = (field: ValidatedField) => ({
    field,
    disabled: pending,
    value: form[field],
    onChange: update(field),
    onBlur: touch(field),
    error: shownError(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (!isValid(errors)) {
      // Submission is blocked while the form is invalid; take the user to the first problem.
      const first = FIELD_ORDER.find((field) => errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    const payload = registrationPayload(form, {
      locale: intl.locale,
      inviteToken,
      captcha: captcha.type === 'none' ? null : { token: captcha.token, answerData: captcha.answerData },
      accountApprovalRequired,
    });
    try {
      const outcome = await signUp(payload);
      dispatch({ type: 'succeeded', outcome });
    } catch (error) {
      console.warn('[murmur] registration failed', error);
      const texts = error instanceof ApiError ? registrationErrorTexts(error.body) : [];
      dispatch({ type: 'failed', errors: texts.length > 0 ? texts : [intl.formatMessage(m.genericError)] });
      loadCaptcha();
    }
  };

  const languages = useMemo(
    () => languageOptions(instance.languages, intl.locale),
    [instance.languages, intl.locale],
  );

  return (
    <section className="panel registration" aria-labelledby="registration-title">
      <h1 id="registration-title" className="panel__heading">
        {intl.formatMessage(m.registration)}
      </h1>
      <form ref={formRef} className="panel__body registration__form" noValidate onSubmit={onSubmit}>
        <fieldset className="registration__fieldset" disabled={pending}>
          <legend className="visually-hidden">{intl.formatMessage(m.registration)}</legend>
          <TextField
            {...bind('username')}
            label={intl.formatMessage(m.username)}
            placeholder={intl.formatMessage(m.usernamePlaceholder)}
            autoComplete="username"
            required
          />
          <TextField
            {...bind('fullname')}
            label={intl.formatMessage(m.fullname)}
            placeholder={intl.formatMessage(m.fullnamePlaceholder)}
            autoComplete="name"
            required
          />
          <TextField
            {...bind('email')}
            type="email"
            label={intl.formatMessage(accountActivationRequired ? m.email : m.emailOptional)}
            autoComplete="email"
            required={accountActivationRequired}
          />
          <TextField
            disabled={pending}
            field="bio"
            multiline
            label={intl.formatMessage(m.bio)}
            value={form.bio}
            onChange={update('bio')}
          />
          <TextField
            {...bind('password')}
            type="password"
            label={intl.formatMessage(m.password)}
            autoComplete="new-password"
            required
          />
          <TextField
            {...bind('confirm')}
            type="password"
            label={intl.formatMessage(m.passwordConfirm)}
            autoComplete="new-password"
            required
          />
          {accountApprovalRequired && (
            <TextField
              {...bind('reason')}
              multiline
              label={intl.formatMessage(m.reason)}
              hint={intl.formatMessage(m.reasonHint)}
              required
            />
          )}
          {languages.length > 0 && (
            <div className="registration__field">
              <label htmlFor={fieldId('language')}>{intl.formatMessage(m.language)}</label>
              <select
                id={fieldId('language')}
                name="language"
                disabled={pending}
                value={form.language}
                onChange={(event) => update('language')(event.target.value)}
              >
                <option value="">{intl.formatMessage(m.languageDefault)}</option>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {inviteToken && (
            <TextField
              disabled={pending}
              field="token"
              label={intl.formatMessage(m.token)}
              value={inviteToken}
              readOnly
            />
          )}
          <CaptchaField
            captcha={captcha}
            value={form.captchaSolution}
            onChange={update('captchaSolution')}
            onRefresh={loadCaptcha}
            disabled={pending}
          />
          {state.kind === 'failure' && (
            <div className="registration__errors" role="alert">
              <p className="visually-hidden">{intl.formatMessage(m.errorsHeading)}</p>
              <ul>
                {state.errors.map((text, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </div>
          )}
          <button type="submit" className="button registration__submit" disabled={pending}>
            {intl.formatMessage(pending ? m.pending : m.register)}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  hint?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled input with its validation message next to it (aria-invalid, aria-describedby). */
function TextField({
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  type = 'text',
  autoComplete,
  required = false,
  multiline = false,
  readOnly = false,
  disabled = false,
}: TextFieldProps) {
  const hintId = `registration-${field}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId(field),
    name: field,
    value,
    placeholder,
    required,
    readOnly,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="registration__field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint && (
        <p id={hintId} className="registration__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize={field === 'username' ? 'none' : undefined}
          spellCheck={field === 'username' ? false : undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId(field)} className="registration__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The instance's languages with their names in the interface language. */
function languageOptions(codes: readonly string[], locale: string): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  return codes.map((code) => {
    let name = code;
    try {
      name = names?.of(code) ?? code;
    } catch {
      name = code;
    }
    return { code, name };
  });
}
