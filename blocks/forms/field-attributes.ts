// The input attributes of each known field: the right keyboard, autofill and the browser's own checks
// (type, required, pattern, maxlength) so a form posted without JavaScript is still checked before it leaves.
import { AU_MOBILE_PATTERN, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, MOBILE_MAX_LENGTH } from './form-rules.ts';

export type FieldAttributes = {
  type: 'email' | 'tel' | 'text' | 'hidden';
  multiline?: boolean;
  required: boolean;
  maxLength?: number;
  pattern?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
};

const ATTRIBUTES: Record<string, FieldAttributes> = {
  email: { type: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, autoComplete: 'email', inputMode: 'email' },
  mobile: {
    type: 'tel',
    required: true,
    maxLength: MOBILE_MAX_LENGTH,
    pattern: AU_MOBILE_PATTERN.source.replace(/^\^|\$$/g, ''),
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  message: { type: 'text', multiline: true, required: true, maxLength: MESSAGE_MAX_LENGTH },
  product: { type: 'hidden', required: false },
  size: { type: 'hidden', required: false },
  depth: { type: 'hidden', required: false },
  variantId: { type: 'hidden', required: false },
};

export const fieldAttributes = (field: string): FieldAttributes => ATTRIBUTES[field] ?? { type: 'text', required: false };
