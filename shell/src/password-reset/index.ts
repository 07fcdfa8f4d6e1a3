export { PasswordResetPage } from './password-reset-page';
