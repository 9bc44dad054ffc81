// Why a sign-in came back without a customer, and what /account/authorize then shows in the site's layout:
// word of it, the way back to where the shopper was and a way to try again.
import type { AccountPageData, SignInFailure } from '../../pages/account/account-page-data.ts';
import { ACCOUNT_PATHS, signInPath } from './account-paths.ts';
import type { PendingSignIn } from './customer-session-store.ts';

export type { SignInFailure };

/** The callback's outcome before any token request: null when it may go on to exchange the code. */
export function signInFailureOf({
  pending,
  state,
  error,
  code,
}: {
  pending: PendingSignIn | null;
  state: string | undefined;
  error: string | undefined;
  code: string | undefined;
}): SignInFailure | null {
  if (!pending) return 'expired';
  // A callback whose state is not this browser's sign-in is someone else's (or forged): never exchanged.
  if (state !== pending.state) return 'refused';
  if (error === 'access_denied') return 'cancelled';
  if (error || !code) return 'refused';
  return null;
}

/** `returnTo`: where the shopper was (an account page sends them home, since it would only ask to sign in again). */
export function signInFailedPage(failure: SignInFailure, returnTo: string | null): AccountPageData {
  const backHref = returnTo && !returnTo.startsWith(ACCOUNT_PATHS.account) ? returnTo : '/';
  return { state: 'sign-in-failed', failure, backHref, retryHref: signInPath(returnTo ?? ACCOUNT_PATHS.account) };
}
