export { AwaitingEmailConfirmationPage } from './awaiting-email-confirmation';
export { RegistrationPage } from './registration-page';
export { RegistrationRequestSentPage } from './registration-request-sent';
