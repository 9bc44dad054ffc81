// 'Are you sure you want to leave?' from the flow's exit button; Yes goes home after 1 s (spec §4).
// The exit control morphs into this panel when it opens and back into the control when it closes (spec §2:
// the exit-subscribe control animates into an expanded panel), and the panel offers the subscribe form.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Dialog } from '../../blocks/shared/Dialog.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { EXIT_CONFIRM_QUESTION } from '../../shop-rules/constants.ts';
import { withViewTransition } from './view-transition.ts';

const QUESTION_ID = 'buy-exit-question';
const CONSEQUENCE_ID = 'buy-exit-consequence';
// The subscribe part is only needed once the panel opens: it is fetched when the shopper heads for the exit
// control (preloadExitSubscribe: pointer or focus) or at the latest when the panel opens.
const loadExitSubscribe = () => import('./ExitSubscribe.tsx');
const ExitSubscribe = lazy(() => loadExitSubscribe().then((module) => ({ default: module.ExitSubscribe })));
export const preloadExitSubscribe = () => void loadExitSubscribe();

export const ExitConfirm = observer(function ExitConfirm({ store }: { store: RootStoreInstance }) {
  const { ui } = store;
  const close = () => withViewTransition(() => ui.cancelExit());
  return (
    <Dialog open={ui.buyExitOpen} onClose={close} labelledBy={QUESTION_ID} describedBy={CONSEQUENCE_ID} variant="modal" className="buy-exit">
      <p id={QUESTION_ID} className="buy-exit__question">
        {EXIT_CONFIRM_QUESTION}
      </p>
      <p id={CONSEQUENCE_ID} className="buy-exit__text">
        Your choices so far will not be kept.
      </p>
      <div className="buy-exit__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          No, stay
        </button>
        <button type="button" className="button" onClick={() => ui.confirmExit()}>
          Yes
        </button>
      </div>
      <Suspense fallback={null}>
        <ExitSubscribe />
      </Suspense>
    </Dialog>
  );
});
