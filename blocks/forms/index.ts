// The forms kit: the hook and the pieces a form is built from (its rules live a floor down, in content/forms/, shared
// with the server). The success dialog is imported from its own file where it is wanted, so a page with a form does
// not carry it before it is needed.
export { Form, SubmitButton, type FormProps } from './Form.tsx';
export { FormField, type FormFieldProps } from './FormField.tsx';
export { useForm, type FieldBinding, type FormController, type FormStatus, type UseFormOptions } from './use-form.ts';
