import { Outlet } from 'react-router';
import { useSession } from '../accounts/session-provider';
import { SignInRequired } from './sign-in-required';

/** Layout route for pages that need a sign-in. */
export function RequireSignIn() {
  const { user } = useSession();
  return user ? <Outlet /> : <SignInRequired />;
}
