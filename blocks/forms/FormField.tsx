// One labelled form input (spec §5): its label always shown above it (a placeholder is no label), its first
// message below it, a red border and a warning icon when invalid, wired to assistive tech through aria-invalid
// and aria-describedby.
import type { FieldBinding } from './use-form.ts';

export type FormFieldProps = FieldBinding & {
  label: string;
  placeholder?: string;
  rows?: number;
  className?: string;
};

export function FormField({ label, placeholder, rows = 5, className, error, multiline, id, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: input.name,
    value: input.value,
    onChange: input.onChange,
    onBlur: input.onBlur,
    required: input.required,
    maxLength: input.maxLength,
    placeholder,
    className: 'form-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        {multiline ? (
          <textarea {...shared} rows={rows} />
        ) : (
          <input {...shared} type={input.type} pattern={input.pattern} autoComplete={input.autoComplete} inputMode={input.inputMode} />
        )}
        {error && <WarningIcon />}
      </div>
      <p className="form-field__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function WarningIcon() {
  return (
    <svg className="form-field__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 3.5 22 20.5H2z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M12 10v5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="0.95" fill="currentColor" />
    </svg>
  );
}
