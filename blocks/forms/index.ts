// The forms kit: rules shared with the server, the hook, and the pieces a form is built from.
export { Form, SubmitButton, type FormProps } from './Form.tsx';
export { FormField, type FormFieldProps } from './FormField.tsx';
export { SuccessDialog, SUCCESS_HEADING, SUCCESS_TEXT, type SuccessDialogProps } from './SuccessDialog.tsx';
export { useForm, type FieldBinding, type FormController, type FormStatus, type UseFormOptions } from './use-form.ts';
export { MESSAGES, validateForm, type FormKind, type FormValues } from './form-rules.ts';
