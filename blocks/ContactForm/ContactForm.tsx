// The contact form (spec §3 "Forms", §5 rules, §7 payload): email, mobile and message, sent with
// formType 'contact' through the site's own endpoint; labels and button text come from the CMS.
import { useId } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import './ContactForm.css';
import { Form, SubmitButton } from '../forms/Form.tsx';
import { FormField } from '../forms/FormField.tsx';
import { useForm } from '../forms/use-form.ts';
import { MESSAGE_MAX_LENGTH } from '../../content/forms/field-rules.ts';
import { CONTACT_MESSAGE_PARAM } from '../../content/forms/contact-link.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { colourVar } from '../shared/colours.ts';

export function ContactForm({ block }: BlockProps<'ContactForm'>) {
  const headingId = useId();
  // A link may start the message (the size finder writes the shopper's measurements into it).
  const message = usePageContext().urlParsed?.search[CONTACT_MESSAGE_PARAM];
  const form = useForm('contact', { initial: message ? { message: message.slice(0, MESSAGE_MAX_LENGTH) } : undefined });
  return (
    <section className="contact-form" style={{ background: colourVar(block.backgroundColour) }}>
      <div className="contact-form__inner container">
        <header className="contact-form__intro">
          <h2 id={headingId}>{block.heading}</h2>
          {block.subHeading && <p className="contact-form__sub">{block.subHeading}</p>}
        </header>
        <Form form={form} labelledBy={headingId} className="contact-form__form">
          <div className="contact-form__row">
            <FormField label={block.emailLabel} {...form.field('email')} />
            <FormField label={block.mobileLabel} {...form.field('mobile')} placeholder="04XXXXXXXX" />
          </div>
          <FormField label={block.messageLabel} {...form.field('message')} rows={6} />
          <SubmitButton form={form}>{block.buttonText}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
