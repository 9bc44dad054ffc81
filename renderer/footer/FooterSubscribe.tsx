// The footer's subscribe box (CMS footerSubscribe texts) with the e-mail form.
import { useId } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ChromeSubscribeTexts } from '../../content/site-chrome.ts';
import { SubscribeForm } from './SubscribeForm.tsx';

export function FooterSubscribe({ texts }: { texts: ChromeSubscribeTexts }) {
  const headingId = useId();
  const modal = usePageContext().site.subscribeModal;
  return (
    <section className="footer-subscribe" aria-labelledby={headingId}>
      <h2 className="site-footer__heading" id={headingId}>
        {texts.heading}
      </h2>
      {texts.subHeading && <p className="footer-subscribe__text">{texts.subHeading}</p>}
      <SubscribeForm texts={texts} labelledBy={headingId} success={modal ? { heading: modal.successHeading, text: modal.successText } : null} />
    </section>
  );
}
