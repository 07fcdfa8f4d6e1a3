import { defineMessages } from 'react-intl';
import type { ValidationFailure } from './registration-form';

/** Texts of the registration screens; ids follow Akkoma-FE's keys. */
export const registrationMessages = defineMessages({
  registration: { id: 'registration.registration', defaultMessage: 'Registration' },
  username: { id: 'registration.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'registration.username_placeholder', defaultMessage: 'e.g. lain' },
  fullname: { id: 'registration.fullname', defaultMessage: 'Display name' },
  fullnamePlaceholder: { id: 'registration.fullname_placeholder', defaultMessage: 'e.g. Lain Iwakura' },
  email: { id: 'registration.email', defaultMessage: 'Email' },
  emailOptional: { id: 'registration.email_optional', defaultMessage: 'Email (optional)' },
  bio: { id: 'registration.bio', defaultMessage: 'Bio (optional)' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  passwordConfirm: { id: 'registration.password_confirm', defaultMessage: 'Password confirmation' },
  reason: { id: 'registration.reason', defaultMessage: 'Reason to register' },
  reasonHint: {
    id: 'registration.reason_placeholder',
    defaultMessage:
      'This instance approves registrations manually. Let the administration know why you want to register.',
  },
  language: {
    id: 'registration.email_language',
    defaultMessage: 'In which language do you want to receive emails from the server? (optional)',
  },
  languageDefault: { id: 'registration.email_language_default', defaultMessage: 'Server default' },
  token: { id: 'registration.token', defaultMessage: 'Invite token' },
  captcha: { id: 'registration.captcha', defaultMessage: 'CAPTCHA' },
  captchaImage: { id: 'registration.captcha_image', defaultMessage: 'CAPTCHA image' },
  newCaptcha: { id: 'registration.new_captcha', defaultMessage: 'Click the image to get a new captcha' },
  register: { id: 'registration.register', defaultMessage: 'Register' },
  pending: { id: 'registration.pending', defaultMessage: 'Registering…' },
  errorsHeading: { id: 'registration.errors', defaultMessage: 'The registration did not go through:' },
  genericError: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  requestSentTitle: { id: 'registration.request_sent_title', defaultMessage: 'Registration request sent' },
  requestSent: {
    id: 'registration.request_sent',
    defaultMessage:
      'Your registration request has been sent for approval. You will receive an email when your account is approved.',
  },
  awaitingEmailConfirmationTitle: {
    id: 'registration.awaiting_email_confirmation_title',
    defaultMessage: 'Awaiting email confirmation',
  },
  awaitingEmailConfirmation: {
    id: 'registration.awaiting_email_confirmation',
    defaultMessage:
      'Your account has been registered and an email has been sent to your address. Please check the email to complete registration.',
  },
  returnHome: { id: 'password_reset.return_home', defaultMessage: 'Return to the home page' },
});

/** The validation messages of spec 1 section 5, shown next to their field. */
export const validationMessages = defineMessages<ValidationFailure>({
  username_required: {
    id: 'registration.validations.username_required',
    defaultMessage: 'Username cannot be left blank',
  },
  fullname_required: {
    id: 'registration.validations.fullname_required',
    defaultMessage: 'Display name cannot be left blank',
  },
  email_required: {
    id: 'registration.validations.email_required',
    defaultMessage: 'Email cannot be left blank',
  },
  password_required: {
    id: 'registration.validations.password_required',
    defaultMessage: 'Password cannot be left blank',
  },
  password_confirmation_required: {
    id: 'registration.validations.password_confirmation_required',
    defaultMessage: 'Password confirmation cannot be left blank',
  },
  password_confirmation_match: {
    id: 'registration.validations.password_confirmation_match',
    defaultMessage: 'Password confirmation should be the same as password',
  },
  reason_required: {
    id: 'registration.validations.reason_required',
    defaultMessage: 'Reason cannot be left blank',
  },
});
