import { FormattedMessage } from 'react-intl';
import { registrationMessages as m } from './messages';

/** /registration-request-sent: approval by an admin is awaited (spec 1 section 2). */
export function RegistrationRequestSentPage() {
  return (
    <section className="panel" aria-labelledby="registration-request-sent-title">
      <h1 id="registration-request-sent-title" className="panel__heading">
        <FormattedMessage {...m.requestSentTitle} />
      </h1>
      <p className="panel__body">
        <FormattedMessage {...m.requestSent} />
      </p>
    </section>
  );
}
