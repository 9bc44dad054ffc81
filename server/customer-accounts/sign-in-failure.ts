// Why a sign-in came back without a customer, and the page that says so plainly, with the way back to where
// the shopper was and a way to try again.
import { escapeMarkup as esc } from '../../content/escape-markup.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import type { PendingSignIn } from './customer-session-store.ts';

export type SignInFailure = 'cancelled' | 'expired' | 'refused' | 'unavailable';

const MESSAGES: Record<SignInFailure, { heading: string; body: string }> = {
  cancelled: { heading: 'Sign-in cancelled', body: 'You are not signed in. Nothing has changed.' },
  expired: { heading: 'This sign-in has expired', body: 'The sign-in took too long or was already used. Please sign in again.' },
  refused: { heading: 'Sign-in did not work', body: 'The shop did not accept this sign-in. Please sign in again.' },
  unavailable: { heading: 'Sign-in is not available just now', body: "The shop's account service is not answering. Please try again in a few minutes." },
};

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
export function signInFailedHtml(failure: SignInFailure, returnTo: string | null, loginPath: (returnTo: string) => string): string {
  const { heading, body } = MESSAGES[failure];
  const back = returnTo && !returnTo.startsWith('/account') ? returnTo : '/';
  const retry = loginPath(returnTo ?? '/account');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(`${heading} | ${BRAND_NAME}`)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fbf9f6;color:#232220;text-align:center}a{color:inherit}a:focus-visible{outline:3px solid #2f6feb;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${esc(heading)}</h1>
<p role="alert">${esc(body)}</p>
<p><a href="${esc(back)}">Back to where you were</a> · <a href="${esc(retry)}">Sign in again</a></p>
</main>
</body>
</html>
`;
}
