// The privacy choices in the browser, plain script over the server's markup (PrivacyChoices.tsx): the visitor's
// consent now (content/analytics/consent-rules.ts), the banner where their region asks for one, the choices in a
// native modal <dialog>, and the answer remembered in a first-party cookie. Whatever waits for consent (a
// destination loaded once allowed) listens with `onChange`.
import {
  ALL_ALLOWED,
  ALL_DECLINED,
  type Consent,
  CONSENT_PURPOSES,
  consentCookie,
  consentState,
  withPrivacyControl,
} from '../../content/analytics/consent-rules.ts';
import { PRIVACY } from './privacy-markup.ts';

export type PrivacyChoices = { current(): Consent; onChange(listener: (consent: Consent) => void): void };

export type PrivacySignals = {
  /** navigator.globalPrivacyControl. */
  gpc: boolean;
  /** The browser's time zone, which says whether the region asks for a banner; asked only when needed. */
  timeZone: () => string;
  /** Whether the cookie is written Secure (the page came over https). */
  secure: boolean;
};

/** Purposes Global Privacy Control takes back: their boxes cannot be ticked while it is on. */
const HELD_BY_GPC = new Set(['marketing', 'saleOfData']);

export function installPrivacyChoices(document: Document, { gpc, timeZone, secure }: PrivacySignals): PrivacyChoices {
  const banner = document.querySelector<HTMLElement>(PRIVACY.banner);
  const dialog = document.getElementById(PRIVACY.dialogId) as HTMLDialogElement | null;
  let state = consentState({ cookies: document.cookie, gpc, timeZone, bannerTimeZones: banner?.dataset.privacyBanner ?? '' });
  const listeners: ((consent: Consent) => void)[] = [];
  let opener: HTMLElement | null = null;
  if (banner) banner.hidden = !state.banner;

  const box = (purpose: string) => dialog!.querySelector<HTMLInputElement>(`input[name="${purpose}"]`)!;
  // Focus goes back where it was; when that was in the banner, which is now gone, to the page's content.
  const restoreFocus = (from: HTMLElement | null) => {
    const target = from && !from.closest('[hidden]') ? from : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
  const remember = (choice: Consent) => {
    const consent = withPrivacyControl(choice, gpc);
    document.cookie = consentCookie(consent, secure);
    state = { consent, chosen: true, banner: false };
    if (banner) banner.hidden = true;
    for (const listener of listeners) listener(consent);
  };

  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(`${PRIVACY.open}, ${PRIVACY.answer}`);
    if (!control) return;
    const answer = control.dataset.privacyAnswer;
    if (answer) {
      remember(answer === 'allowed' ? ALL_ALLOWED : ALL_DECLINED);
      restoreFocus(null);
    } else if (dialog) {
      opener = control;
      for (const purpose of CONSENT_PURPOSES) {
        box(purpose).checked = state.consent[purpose];
        box(purpose).disabled = gpc && HELD_BY_GPC.has(purpose);
      }
      dialog.querySelector<HTMLElement>(PRIVACY.gpcNote)!.hidden = !gpc;
      dialog.returnValue = '';
      dialog.showModal();
    }
  });
  dialog?.addEventListener('close', () => {
    // The button pressed names the answer; Escape leaves the choice as it was.
    const answer = dialog.returnValue;
    if (answer === 'allowed') remember(ALL_ALLOWED);
    else if (answer === 'declined') remember(ALL_DECLINED);
    else if (answer === 'chosen') remember(Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, box(purpose).checked])) as Consent);
    restoreFocus(opener);
  });

  return { current: () => state.consent, onChange: (listener) => void listeners.push(listener) };
}
