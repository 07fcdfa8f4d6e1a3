import { defineMessages } from 'react-intl';

/** Texts of the login screens, the user menu and logout (Akkoma-FE's keys where it has one). */
export const authMessages = defineMessages({
  login: { id: 'login.login', defaultMessage: 'Log in' },
  loginHeading: { id: 'login.login_heading', defaultMessage: 'Log in' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'login.placeholder', defaultMessage: 'e.g. lain' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  register: { id: 'login.register', defaultMessage: 'Register' },
  forgotPassword: { id: 'password_reset.forgot_password', defaultMessage: 'Forgot password?' },
  oauthDescription: { id: 'login.description', defaultMessage: 'Log in with OAuth' },
  oauthButton: { id: 'login.oauth_login', defaultMessage: 'Sign in with the server’s page' },
  tokenHint: {
    id: 'login.token_hint',
    defaultMessage: 'This instance signs you in on its own page; you will come back here afterwards.',
  },
  authenticationCode: { id: 'login.authentication_code', defaultMessage: 'Authentication code' },
  recoveryCode: { id: 'login.recovery_code', defaultMessage: 'Recovery code' },
  enterRecoveryCode: { id: 'login.enter_recovery_code', defaultMessage: 'Use a recovery code instead' },
  enterTwoFactorCode: { id: 'login.enter_two_factor_code', defaultMessage: 'Enter a two-factor code' },
  headingTotp: { id: 'login.heading.totp', defaultMessage: 'Two-factor authentication' },
  headingRecovery: { id: 'login.heading.recovery', defaultMessage: 'Two-factor recovery' },
  verify: { id: 'general.verify', defaultMessage: 'Verify' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
  dismiss: { id: 'login.dismiss_error', defaultMessage: 'Dismiss error' },
  wrongCredentials: { id: 'login.wrong_credentials', defaultMessage: 'Wrong username or password' },
  genericError: { id: 'login.generic_error', defaultMessage: 'An error occurred, please try again' },
  networkError: { id: 'login.network_error', defaultMessage: 'Failed to connect to server, try again' },
  signingIn: { id: 'login.signing_in', defaultMessage: 'Signing in…' },
  logout: { id: 'login.logout', defaultMessage: 'Log out' },
  logoutConfirmTitle: { id: 'login.logout_confirm_title', defaultMessage: 'Log out' },
  logoutConfirm: { id: 'login.logout_confirm', defaultMessage: 'Do you really want to log out?' },
  logoutConfirmAccept: { id: 'login.logout_confirm_accept_button', defaultMessage: 'Log out' },
  logoutConfirmCancel: { id: 'login.logout_confirm_cancel_button', defaultMessage: 'Don’t log out' },
  userMenu: { id: 'login.user_menu', defaultMessage: 'Account' },
  signedInAs: { id: 'login.signed_in_as', defaultMessage: 'Signed in as {name}' },
  oauthCallbackPending: { id: 'login.oauth_callback_pending', defaultMessage: 'Signing you in…' },
  oauthCallbackUnmatched: {
    id: 'login.oauth_callback_unmatched',
    defaultMessage:
      'This sign-in was not started from this browser, or it took too long. Nothing was changed: sign in again from here.',
  },
  oauthCallbackSignedIn: {
    id: 'login.oauth_callback_signed_in',
    defaultMessage:
      'You are already signed in. Log out first to sign in as someone else; nothing was changed.',
  },
  oauthCallbackNoCode: {
    id: 'login.oauth_callback_no_code',
    defaultMessage: 'The server did not send an authorization code.',
  },
  backToLogin: { id: 'login.back_to_login', defaultMessage: 'Back to the login page' },
});
