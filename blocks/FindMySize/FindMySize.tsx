// Find my size (issue "Find my size"): the shopper's mattress width, length and depth, in centimetres or inches,
// answered with the sheet-set size and depth band that fit (shop-rules/mattress-fit.ts), and a link into /buy at
// the depth step. A plain GET form: without JavaScript the server renders the same answer from the query.
import './FindMySize.css';
import '../forms/forms.css';
import { useId } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { findFit } from '../../shop-rules/mattress-fit.ts';
import { MEASUREMENT_FIELDS, type MeasurementField } from '../../shop-rules/mattress-measurements.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { colourVar } from '../shared/colours.ts';
import type { FinderStock } from './finder-stock.ts';
import { FINDER_ANCHOR, FINDER_FIELDS, finderInputFrom } from './finder-query.ts';
import { finderTexts } from './finder-texts.ts';
import { FitAnswer } from './FitAnswer.tsx';
import { UnitSwitch } from './UnitSwitch.tsx';
import { useFinder } from './use-finder.ts';
import { useSavedMeasurements } from './use-saved-measurements.ts';

const FIELD_LABELS: Record<MeasurementField, string> = { width: 'Width', length: 'Length', depth: 'Depth' };

/** The ask to keep the measurements on the customer (the 'preferences' purpose), and what came of it. */
export const REMEMBER_TEXTS = {
  ask: 'Remember these measurements in my account, to fill them in next time on any device',
  declined: 'Your privacy choices turn off Preferences, so your measurements are kept for this visit only.',
  saved: 'Saved in your account.',
  failed: 'We couldn’t save them in your account just now. They’re kept for this visit.',
} as const;

export function FindMySize({ block, isFirst }: BlockProps<'FindMySize'>) {
  const texts = finderTexts(block);
  const { urlParsed, urlPathname } = usePageContext();
  const { finderStock } = useData<{ finderStock?: FinderStock } | undefined>() ?? {};
  const finder = useFinder(finderInputFrom(urlParsed?.search ?? {}));
  const saved = useSavedMeasurements(finder.fillIn);
  const idPrefix = useId();
  const fieldId = (field: MeasurementField) => `${idPrefix}-${field}`;
  const Heading = isFirst ? 'h1' : 'h2';
  const errors = finder.reading?.errors ?? {};
  const mattress = finder.reading?.mattress ?? null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { mattress: answered, firstInvalid } = finder.submit();
    if (answered) saved.answered(answered);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  return (
    <section id={FINDER_ANCHOR} className="find-my-size" style={{ background: colourVar(block.backgroundColour) }} aria-labelledby={`${idPrefix}-heading`}>
      <div className="find-my-size__inner container">
        <header className="find-my-size__intro">
          <Heading id={`${idPrefix}-heading`}>{block.heading}</Heading>
          {block.intro && <p className="find-my-size__sub">{block.intro}</p>}
        </header>
        <form
          className="find-my-size__form"
          method="get"
          action={`${urlPathname}#${FINDER_ANCHOR}`}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`${idPrefix}-heading`}
        >
          <UnitSwitch name={FINDER_FIELDS.unit} unit={finder.unit} onChange={finder.changeUnit} />
          <div className="find-my-size__fields">
            {MEASUREMENT_FIELDS.map((field) => (
              <div key={field} className={`form-field${errors[field] ? ' form-field--invalid' : ''}`}>
                <label className="form-field__label" htmlFor={fieldId(field)}>
                  {FIELD_LABELS[field]} <span className="find-my-size__unit">({finder.unit === 'cm' ? 'cm' : 'inches'})</span>
                </label>
                <input
                  className="form-field__input"
                  id={fieldId(field)}
                  name={FINDER_FIELDS[field]}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={finder.typed[field]}
                  onChange={(event) => finder.change(field, event.currentTarget.value)}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
                />
                <p className="form-field__error" id={`${fieldId(field)}-error`} aria-live="polite">
                  {errors[field]}
                </p>
              </div>
            ))}
          </div>
          {saved.offer === 'ask' && (
            <label className="find-my-size__remember">
              <input type="checkbox" checked={saved.remember} onChange={(event) => saved.setRemember(event.currentTarget.checked)} />
              <span>{REMEMBER_TEXTS.ask}</span>
            </label>
          )}
          {saved.offer === 'declined' && <p className="find-my-size__remember-note">{REMEMBER_TEXTS.declined}</p>}
          <button className="button find-my-size__submit" type="submit">
            {texts.submitLabel}
          </button>
        </form>
        <div className="find-my-size__result" aria-live="polite">
          {mattress && <FitAnswer fit={findFit(mattress)} texts={texts} stock={finderStock ?? null} />}
          {saved.outcome && <p className="find-my-size__remember-note">{REMEMBER_TEXTS[saved.outcome]}</p>}
        </div>
      </div>
    </section>
  );
}
