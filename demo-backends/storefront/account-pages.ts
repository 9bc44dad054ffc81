// The demo shop's hosted sign-in page, where the header's account item leads (as a real shop's customer account
// sign-in would). The demo shop has no customer accounts: the page says so, and signing in always explains it.
import { html, page } from './html.ts';

export type SignInForm = { email: string; attempted: boolean };

const NO_ACCOUNTS = 'The demo shop has no customer accounts, so no one can sign in and no account can be created.';

export function signInPage(form: SignInForm, siteHomeUrl: string): string {
  const noticeId = 'sign-in-notice';
  return page(
    'Sign in',
    html`<h1>Sign in</h1>
<p class="sandbox" role="note">This is the sign-in page of the demo shop. ${NO_ACCOUNTS} Your cart and the sandbox checkout work without an account.</p>
<form method="post" novalidate${form.attempted ? html` aria-describedby="${noticeId}"` : ''}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${form.email}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${form.attempted ? html`<p class="error" id="${noticeId}" role="alert">You were not signed in. ${NO_ACCOUNTS} Nothing you typed was kept.</p>` : ''}
<button type="submit">Sign in</button>
</form>
<p class="after-form"><a class="button" href="${siteHomeUrl}">Back to the shop</a></p>`,
    'Account',
  );
}
