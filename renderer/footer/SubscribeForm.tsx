// The e-mail subscribe form (spec §5 subscribe: email), used by the footer box and the subscribe modal.
import './SubscribeForm.css';
import { Form, FormField, SubmitButton, useForm } from '../../blocks/forms/index.ts';
import type { ChromeSubscribeTexts } from '../../content/site-chrome.ts';

type Props = {
  texts: Pick<ChromeSubscribeTexts, 'placeholder' | 'buttonText'>;
  labelledBy: string;
  className?: string;
  /** CMS success texts; the success dialog shows the spec's 'Thank you' texts without them. */
  success?: { heading: string; text: string } | null;
  /** When the holder shows success itself (the modal swaps its content), no success dialog opens. */
  onSent?: () => void;
};

export function SubscribeForm({ texts, labelledBy, className, success, onSent }: Props) {
  const form = useForm('subscribe', { onSent });
  return (
    <Form
      form={form}
      labelledBy={labelledBy}
      className={`subscribe-form${className ? ` ${className}` : ''}`}
      successHeading={success?.heading}
      successText={success?.text}
      successDialog={!onSent}
    >
      <FormField {...form.field('email')} label="Email address" placeholder={texts.placeholder} />
      <SubmitButton form={form}>{texts.buttonText}</SubmitButton>
    </Form>
  );
}
