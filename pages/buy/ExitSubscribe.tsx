// The subscribe part of the expanded exit panel, with the CMS subscribe-modal texts: a shopper who is not
// ready to buy can still hear from us.
import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SubscribeForm } from '../../renderer/footer/SubscribeForm.tsx';

export function ExitSubscribe() {
  const texts = usePageContext().site.subscribeModal;
  const headingId = useId();
  const [sent, setSent] = useState(false);
  if (!texts) return null;
  return (
    <section className="buy-exit__subscribe" aria-labelledby={headingId} aria-live="polite">
      <h2 className="buy-exit__subscribe-heading" id={headingId}>
        {sent ? texts.successHeading : texts.heading}
      </h2>
      {sent ? (
        <p className="buy-exit__text">{texts.successText}</p>
      ) : (
        <>
          {texts.subHeading && <p className="buy-exit__text">{texts.subHeading}</p>}
          <SubscribeForm texts={texts} labelledBy={headingId} onSent={() => setSent(true)} />
        </>
      )}
    </section>
  );
}
