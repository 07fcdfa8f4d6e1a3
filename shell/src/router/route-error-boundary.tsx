import { Component, type ReactNode } from 'react';

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
 * the same markup in its production form, cleared by the next navigation.
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
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? (
          <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre>
        ) : null}
      </>
    );
  }
}
