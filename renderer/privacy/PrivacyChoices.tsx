// The privacy banner and the privacy choices (Shopify's Customer Privacy API's four purposes), static markup with
// the CMS's words: no island and no React in the browser. The page's script (install-privacy-choices.ts) shows the
// banner where the visitor's region asks for one, opens the native <dialog> (which holds focus and closes on
// Escape), and remembers the answer. The banner is fixed to the foot of the viewport, so showing it moves nothing.
import './privacy-choices.css';
import { CONSENT_PURPOSES, type ConsentPurpose } from '../../content/analytics/consent-rules.ts';
import type { ChromePrivacyTexts } from '../../content/site-chrome.ts';
import { PRIVACY } from './privacy-markup.ts';

const purposeTexts = (texts: ChromePrivacyTexts, purpose: ConsentPurpose) => ({ label: texts[`${purpose}Label`], help: texts[`${purpose}Help`] });

export function PrivacyBanner({ texts }: { texts: ChromePrivacyTexts }) {
  return (
    <section className="privacy-banner" aria-label={texts.heading} data-privacy-banner={texts.bannerTimeZones} hidden>
      <p className="privacy-banner__text">{texts.bannerText}</p>
      <div className="privacy-banner__actions">
        <button type="button" className="button" data-privacy-answer="allowed">
          {texts.acceptAllText}
        </button>
        <button type="button" className="button" data-privacy-answer="declined">
          {texts.declineAllText}
        </button>
        <button type="button" className="button button--ghost" data-privacy-open="">
          {texts.chooseText}
        </button>
      </div>
    </section>
  );
}

export function PrivacyDialog({ texts }: { texts: ChromePrivacyTexts }) {
  return (
    <dialog id={PRIVACY.dialogId} className="privacy-dialog" aria-labelledby={`${PRIVACY.dialogId}-heading`}>
      <form method="dialog" className="privacy-dialog__form">
        <h2 id={`${PRIVACY.dialogId}-heading`} className="privacy-dialog__heading">
          {texts.heading}
        </h2>
        <p className="privacy-dialog__text">{texts.text}</p>
        <p className="privacy-dialog__gpc" data-privacy-gpc="" hidden>
          {texts.gpcNote}
        </p>
        <ul className="privacy-dialog__choices">
          {CONSENT_PURPOSES.map((purpose) => {
            const { label, help } = purposeTexts(texts, purpose);
            return (
              <li key={purpose}>
                <input type="checkbox" id={`privacy-${purpose}`} name={purpose} aria-describedby={`privacy-${purpose}-help`} />
                <label htmlFor={`privacy-${purpose}`}>{label}</label>
                <p id={`privacy-${purpose}-help`} className="privacy-dialog__help">
                  {help}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="privacy-dialog__actions">
          <button className="button" value="chosen">
            {texts.saveText}
          </button>
          <button className="button button--ghost" value="declined">
            {texts.declineAllText}
          </button>
          <button className="button button--ghost" value="allowed">
            {texts.acceptAllText}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The footer's "Privacy choices": a button, since it opens the choices rather than going to a page. */
export function PrivacyChoicesButton({ label }: { label: string }) {
  return (
    <button type="button" className="footer-legal__button" data-privacy-open="">
      {label}
    </button>
  );
}
