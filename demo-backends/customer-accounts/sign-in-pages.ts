// The authorize endpoint's pages: the e-mail step, then the one-time code step. Offline nothing can be mailed, so
// the page says so and shows the code. Both forms carry the sign-in id; Cancel goes back to the site with access_denied.
import { html, page, type SafeHtml } from '../storefront/html.ts';
import { TEST_CUSTOMERS } from './test-customers.ts';

const testCustomers = () =>
  html`<p class="sandbox" role="note">This is the demo shop's sign-in. No e-mail is sent: after you give an address, this page shows the one-time code to type. Test customers: ${TEST_CUSTOMERS.map(
    (customer, index) => html`${index > 0 ? ', ' : ''}${customer.email}`,
  )}.</p>`;

const cancelButton = () => html`<button type="submit" name="action" value="cancel" formnovalidate class="secondary">Cancel</button>`;

const errorLine = (id: string, message: string | null): SafeHtml | '' => (message ? html`<p class="error" id="${id}" role="alert">${message}</p>` : '');

export function emailStepPage(signInId: string, email: string, error: string | null): string {
  return page(
    'Sign in',
    html`<h1>Sign in</h1>
${testCustomers()}
<form method="post" action="sign-in" novalidate>
<input type="hidden" name="sign_in" value="${signInId}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${email}"${error ? html` aria-invalid="true" aria-describedby="email-error"` : ''}>
${errorLine('email-error', error)}
<button type="submit" name="action" value="email">Continue</button>
${cancelButton()}
</form>`,
    'Account',
  );
}

export function codeStepPage(signInId: string, email: string, oneTimeCode: string, error: string | null): string {
  return page(
    'Enter your code',
    html`<h1>Enter your code</h1>
<p class="sandbox" role="note">A real shop would e-mail this code to ${email}. The demo shop cannot send e-mail, so here it is: <strong>${oneTimeCode}</strong></p>
<form method="post" action="sign-in" novalidate>
<input type="hidden" name="sign_in" value="${signInId}">
<label for="code">Six-digit code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required autofocus${error ? html` aria-invalid="true" aria-describedby="code-error"` : ''}>
${errorLine('code-error', error)}
<button type="submit" name="action" value="code">Sign in</button>
${cancelButton()}
</form>`,
    'Account',
  );
}

/** An authorize request the shop cannot send back to the site (unknown client or redirect): shown, never redirected. */
export function refusedRequestPage(reason: string): string {
  return page('Sign-in refused', html`<h1>Sign-in refused</h1><p class="error" role="alert">${reason}</p>`, 'Account');
}
