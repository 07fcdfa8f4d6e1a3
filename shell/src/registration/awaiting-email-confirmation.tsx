import { FormattedMessage } from 'react-intl';
import { registrationMessages as m } from './messages';

/** /awaiting-email-confirmation: title and text saying e-mail confirmation is awaited (spec 1 section 2). */
export function AwaitingEmailConfirmationPage() {
  return (
    <section className="panel" aria-labelledby="awaiting-email-confirmation-title">
      <h1 id="awaiting-email-confirmation-title" className="panel__heading">
        <FormattedMessage {...m.awaitingEmailConfirmationTitle} />
      </h1>
      <p className="panel__body">
        <FormattedMessage {...m.awaitingEmailConfirmation} />
      </p>
    </section>
  );
}
