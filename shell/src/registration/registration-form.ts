/**
 * The registration form (spec 1 section 3) and its validation rules (spec 1 section 5), apart from
 * any component so the rules can be read and tested as written.
 */

export interface RegistrationForm {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  password: string;
  confirm: string;
  reason: string;
  /** The language the server should write e-mails in ('' is the server's default). */
  language: string;
  /** The answer typed for a native or kocaptcha captcha. */
  captchaSolution: string;
}

export const EMPTY_REGISTRATION_FORM: RegistrationForm = Object.freeze({
  username: '',
  fullname: '',
  email: '',
  bio: '',
  password: '',
  confirm: '',
  reason: '',
  language: '',
  captchaSolution: '',
});

/** The instance rules that change which fields are required. */
export interface RegistrationRules {
  /** Account activation (e-mail confirmation) is required: e-mail becomes required. */
  accountActivationRequired: boolean;
  /** Account approval is required: the reason field is shown and required. */
  accountApprovalRequired: boolean;
}

/** The validation failures of spec 1 section 5, named as Akkoma-FE's message keys name them. */
export type ValidationFailure =
  | 'username_required'
  | 'fullname_required'
  | 'email_required'
  | 'password_required'
  | 'password_confirmation_required'
  | 'password_confirmation_match'
  | 'reason_required';

export type ValidatedField = 'username' | 'fullname' | 'email' | 'password' | 'confirm' | 'reason';

export type ValidationErrors = Partial<Record<ValidatedField, ValidationFailure>>;

/** Checks the form; an empty object means it may be submitted. Username and fullname are trimmed. */
export function validateRegistration(form: RegistrationForm, rules: RegistrationRules): ValidationErrors {
  const errors: ValidationErrors = {};
  if (form.username.trim() === '') errors.username = 'username_required';
  if (form.fullname.trim() === '') errors.fullname = 'fullname_required';
  if (rules.accountActivationRequired && form.email.trim() === '') errors.email = 'email_required';
  if (form.password === '') errors.password = 'password_required';
  if (form.confirm === '') errors.confirm = 'password_confirmation_required';
  else if (form.confirm !== form.password) errors.confirm = 'password_confirmation_match';
  if (rules.accountApprovalRequired && form.reason.trim() === '') errors.reason = 'reason_required';
  return errors;
}

export function isValid(errors: ValidationErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The captcha as the form sends it back (spec 1 section 3, "Captcha"). */
export interface CaptchaAnswer {
  token: string;
  answerData: string;
}

export interface RegistrationPayloadOptions {
  /** The interface language (spec 1 section 5: the payload always includes a locale). */
  locale: string;
  /** The invite token of /registration/{token}. */
  inviteToken?: string | undefined;
  /** Present when the captcha type is not none. */
  captcha?: CaptchaAnswer | null | undefined;
  accountApprovalRequired: boolean;
}

/**
 * The JSON body of POST /api/v1/accounts (spec 1 section 7): nickname (copied from username),
 * locale, agreement (always true) and the form fields; token for invite links; the captcha's
 * solution, token and answer data when there is a captcha.
 */
export function registrationPayload(
  form: RegistrationForm,
  options: RegistrationPayloadOptions,
): Record<string, string | boolean> {
  const username = form.username.trim();
  const payload: Record<string, string | boolean> = {
    username,
    nickname: username,
    fullname: form.fullname.trim(),
    email: form.email.trim(),
    bio: form.bio,
    password: form.password,
    confirm: form.confirm,
    locale: options.locale,
    agreement: true,
  };
  if (options.accountApprovalRequired) payload.reason = form.reason;
  if (form.language) payload.language = form.language;
  if (options.inviteToken) payload.token = options.inviteToken;
  if (options.captcha) {
    payload.captcha_solution = form.captchaSolution.trim();
    payload.captcha_token = options.captcha.token;
    payload.captcha_answer_data = options.captcha.answerData;
  }
  return payload;
}
