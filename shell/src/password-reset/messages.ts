import { defineMessages } from 'react-intl';

/** Texts of the password-reset page; ids follow Akkoma-FE's keys. */
export const passwordResetMessages = defineMessages({
  title: { id: 'password_reset.password_reset', defaultMessage: 'Password reset' },
  forgotPassword: { id: 'password_reset.forgot_password', defaultMessage: 'Forgot password?' },
  instruction: {
    id: 'password_reset.instruction',
    defaultMessage: 'Enter your email address or username. We will send you a link to reset your password.',
  },
  placeholder: { id: 'password_reset.placeholder', defaultMessage: 'Your email or username' },
  submit: { id: 'password_reset.submit', defaultMessage: 'Send reset link' },
  pending: { id: 'password_reset.pending', defaultMessage: 'Sending…' },
  checkEmail: {
    id: 'password_reset.check_email',
    defaultMessage: 'Check your email for a link to reset your password.',
  },
  returnHome: { id: 'password_reset.return_home', defaultMessage: 'Return to the home page' },
  tooManyRequests: {
    id: 'password_reset.too_many_requests',
    defaultMessage: 'You have reached the limit of attempts, try again later.',
  },
  disabled: {
    id: 'password_reset.password_reset_disabled',
    defaultMessage: 'Password reset is disabled. Please contact your instance administrator.',
  },
  required: {
    id: 'password_reset.password_reset_required',
    defaultMessage: 'You must reset your password to log in.',
  },
  requiredButMailerDisabled: {
    id: 'password_reset.password_reset_required_but_mailer_is_disabled',
    defaultMessage:
      'You must reset your password, but password reset is disabled. Please contact your instance administrator.',
  },
  genericError: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  dismiss: { id: 'general.close', defaultMessage: 'Close' },
});
