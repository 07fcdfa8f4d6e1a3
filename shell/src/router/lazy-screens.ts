// Loaders of the screens that only some visitors open. Module-level, so each is one stable
// function per screen and rspack makes one chunk per feature.
export const loadLoginPage = () => import('../auth/login-page').then((m) => ({ default: m.LoginPage }));
export const loadOAuthCallbackPage = () =>
  import('../oauth/oauth-callback-page').then((m) => ({ default: m.OAuthCallbackPage }));
export const loadPasswordResetPage = () =>
  import('../password-reset').then((m) => ({ default: m.PasswordResetPage }));
export const loadRegistrationPage = () =>
  import('../registration').then((m) => ({ default: m.RegistrationPage }));
export const loadRegistrationRequestSentPage = () =>
  import('../registration').then((m) => ({ default: m.RegistrationRequestSentPage }));
export const loadAwaitingEmailConfirmationPage = () =>
  import('../registration').then((m) => ({ default: m.AwaitingEmailConfirmationPage }));
