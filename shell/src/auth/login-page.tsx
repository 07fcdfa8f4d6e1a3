import { routePaths, useInstance, useSession } from '@murmur/shared';
import { Navigate } from 'react-router';
import { useAuthOptions } from './auth-options';
import { LoginForm } from './login-form';
import type { InitialStrategy } from './login-machine';
import { isSecondFactor } from './login-machine';
import { SecondFactorForm } from './second-factor-form';
import type { UseLoginOptions } from './use-login';
import { useLogin } from './use-login';
import './auth.css';

export interface LoginPageProps extends UseLoginOptions {
  /** The instance's login method: password (default) or token (OAuth only). */
  initial?: InitialStrategy;
}

/** /login: the login panel, then the two-factor and recovery screens when the server asks. */
export function LoginPage(props: LoginPageProps) {
  const session = useSession();
  const { capabilities } = useInstance();
  const { loginMethod } = useAuthOptions();
  const [state, actions] = useLogin({ ...props, initial: props.initial ?? loginMethod });

  // Someone already signed in has nothing to do here (a finishing login navigates by itself).
  if (session.kind === 'user' && !state.pending) return <Navigate to={routePaths.friends()} replace />;

  if (isSecondFactor(state)) return <SecondFactorForm key={state.strategy} state={state} actions={actions} />;
  return <LoginForm state={state} actions={actions} registrationOpen={capabilities.registrationsOpen} />;
}
