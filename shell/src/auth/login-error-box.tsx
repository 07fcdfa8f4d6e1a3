import { X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginError } from './login-machine';
import { authMessages } from './messages';

/** The text of a login error: the server's own words, or the spec's. */
export function LoginErrorText({ error }: { error: LoginError }) {
  switch (error.kind) {
    case 'server':
      return <>{error.message}</>;
    case 'wrong-credentials':
      return <FormattedMessage {...authMessages.wrongCredentials} />;
    case 'network':
      return <FormattedMessage {...authMessages.networkError} />;
    case 'generic':
      return <FormattedMessage {...authMessages.genericError} />;
  }
}

/** The dismissible error box of the login screens (role=alert, so it is announced). */
export function LoginErrorBox({ error, onDismiss }: { error: LoginError | null; onDismiss: () => void }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <div className="login__error" role="alert">
      <span className="login__error-text">
        <LoginErrorText error={error} />
      </span>
      <button
        type="button"
        className="login__error-dismiss"
        aria-label={intl.formatMessage(authMessages.dismiss)}
        onClick={onDismiss}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
