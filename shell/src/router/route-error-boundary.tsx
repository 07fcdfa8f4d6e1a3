import { Component, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

// The same ids and words as the slots' error panel (shared/src/slots/messages.ts), already in every
// shell catalogue.
const messages = defineMessages({
  genericError: { id: 'general.generic_error', defaultMessage: 'An error occurred' },
  errorRetry: { id: 'general.error_retry', defaultMessage: 'Please try again' },
});

interface Props {
  /** The current location: a new one clears the error, as react-router's own boundary did. */
  location: unknown;
  children: ReactNode;
}

interface State {
  location: unknown;
  error: unknown;
}

/**
 * What react-router's data router showed when a screen threw while rendering (its default error
 * element at the root route), kept now that the shell uses the declarative router (decision 0013):
 * cleared by the next navigation. A reader gets words, never the error's message or its stack: those
 * go to the console.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.location !== props.location ? { location: props.location, error: undefined } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('React Router caught the following error during render', error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <div role="alert" className="route-error">
        <h2>
          <FormattedMessage {...messages.genericError} />
        </h2>
        <p>
          <FormattedMessage {...messages.errorRetry} />
        </p>
      </div>
    );
  }
}
