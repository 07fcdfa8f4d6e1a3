import { routePaths, useInstance } from '@murmur/shared/core';
import { Lock } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { timelineMessages } from './messages';

/**
 * In place of the feed when the server answered a visitor with 401: it keeps its timelines for
 * its users. Not an error, so no notice: it says why and offers sign-in (and sign-up where open).
 */
export function SignInRequired() {
  const { capabilities } = useInstance();
  return (
    <div className="timeline-sign-in-required">
      <Lock className="timeline-sign-in-required-icon" aria-hidden="true" size={28} />
      <p>
        <FormattedMessage {...timelineMessages.signInRequired} />
      </p>
      <p className="timeline-sign-in-required-actions">
        <Link className="button button--primary" to={routePaths.login()}>
          <FormattedMessage {...timelineMessages.signIn} />
        </Link>
        {capabilities.registrationsOpen ? (
          <Link className="button" to={routePaths.registration()}>
            <FormattedMessage {...timelineMessages.register} />
          </Link>
        ) : null}
      </p>
    </div>
  );
}
