// The finder's answer: the size and depth band beside the shopper's own measurements, advice where the mattress
// falls between sizes or outside them, and the way on: 'Choose this set' into /buy, the sold-out notification
// when that set cannot be bought now, or the contact form with the measurements already written.
import { finderChoiceHref } from '../../shop-rules/buy-url.ts';
import { DEFAULT_VERSION, SOLD_OUT_LABEL } from '../../shop-rules/constants.ts';
import { sheetOf, type FitResult } from '../../shop-rules/mattress-fit.ts';
import { cmText, mattressParam, mattressText } from '../../shop-rules/mattress-measurements.ts';
import { SIZE_LABEL } from '../../shop-rules/sizes.ts';
import { NotifyMeButton } from '../product/NotifyMeButton.tsx';
import { useNotifySoldOut } from '../product/use-notify-sold-out.ts';
import { setKey, type FinderStock } from './finder-stock.ts';
import { contactHref } from './finder-query.ts';
import { fillAdvice, type FinderTexts } from './finder-texts.ts';

export const CONTACT_LINK_LABEL = 'Ask our workroom';
const NO_SET_HEADING = 'Let our workroom help';

function adviceLines({ size, depth }: FitResult, texts: FinderTexts): string[] {
  const band = depth.kind === 'band' ? depth.band : undefined;
  const lines: Array<string | null> = [];
  if (size.kind === 'fits') lines.push(fillAdvice(texts.fitsAdvice, { size: SIZE_LABEL[size.size], band }));
  if (size.kind === 'between') lines.push(fillAdvice(texts.betweenAdvice, { size: SIZE_LABEL[size.size], smaller: SIZE_LABEL[size.smaller], band }));
  if (size.kind === 'too-small') lines.push(texts.tooSmallAdvice);
  if (size.kind === 'too-large') lines.push(texts.tooLargeAdvice);
  if (depth.kind === 'too-shallow') lines.push(texts.tooShallowAdvice);
  if (depth.kind === 'too-deep') lines.push(texts.tooDeepAdvice);
  return lines.filter((line): line is string => line !== null);
}

export function FitAnswer({ fit, texts, stock }: { fit: FitResult; texts: FinderTexts; stock: FinderStock | null }) {
  const notify = useNotifySoldOut();
  const { mattress, choice } = fit;
  const sheet = choice ? sheetOf(choice.size) : null;
  const soldOut =
    choice !== null && stock !== null && (stock.soldOutSizes.includes(choice.size) || stock.soldOutSets.includes(setKey(choice.size, choice.band)));
  const setName = choice ? `${SIZE_LABEL[choice.size]}, ${choice.band} cm` : null;
  return (
    <div className="fit-answer">
      <h3 className="fit-answer__heading">{setName ? `Your set: ${setName}` : NO_SET_HEADING}</h3>
      {adviceLines(fit, texts).map((line) => (
        <p key={line} className="fit-answer__advice">
          {line}
        </p>
      ))}
      <dl className="fit-answer__compare">
        <div>
          <dt>Your mattress</dt>
          <dd>{mattressText(mattress)}</dd>
        </div>
        {choice && sheet && (
          <>
            <div>
              <dt>{SIZE_LABEL[choice.size]} sheet</dt>
              <dd>
                {cmText(sheet.widthMm)} × {cmText(sheet.lengthMm)} cm
              </dd>
            </div>
            <div>
              <dt>Depth band</dt>
              <dd>{choice.band} cm</dd>
            </div>
          </>
        )}
      </dl>
      {choice && !soldOut && (
        <a className="button fit-answer__choose" href={finderChoiceHref(choice.size, choice.band, mattressParam(mattress))}>
          {texts.chooseLabel}
        </a>
      )}
      {choice && soldOut && (
        <p className="fit-answer__sold-out">
          <span>
            {setName}: {SOLD_OUT_LABEL}
          </span>
          <NotifyMeButton
            item={setName!}
            onClick={() => notify({ version: DEFAULT_VERSION, size: SIZE_LABEL[choice.size], depth: `${choice.band} cm`, variantId: null })}
          />
        </p>
      )}
      {!choice && (
        <a className="button button--ghost fit-answer__contact" href={contactHref(mattress)}>
          {CONTACT_LINK_LABEL}
        </a>
      )}
    </div>
  );
}
