// When the flow moves to another step the new step starts at its top, and keyboard and screen-reader users
// land on its heading: Next sits in a sticky bottom bar, so without this a shopper who scrolled down on one
// step would arrive half-way down the next one with focus on a button that now means something else.
import { useEffect, useRef } from 'react';

export const STEP_HEADING_ID = 'buy-step-heading';

export function useStepChangeFocus(step: number) {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0, behavior: 'instant' });
    const heading = document.getElementById(STEP_HEADING_ID);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [step]);
}
