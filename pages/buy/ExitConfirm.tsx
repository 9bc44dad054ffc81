// 'Are you sure you want to leave?' from the flow's exit button; Yes goes home after 1 s (spec §4).
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../blocks/shared/Dialog.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { EXIT_CONFIRM_QUESTION } from '../../shop/constants.ts';

const QUESTION_ID = 'buy-exit-question';

export const ExitConfirm = observer(function ExitConfirm({ store }: { store: RootStoreInstance }) {
  const { ui } = store;
  return (
    <Dialog open={ui.buyExitOpen} onClose={() => ui.cancelExit()} labelledBy={QUESTION_ID} variant="modal" className="buy-exit">
      <p id={QUESTION_ID} className="buy-exit__question">
        {EXIT_CONFIRM_QUESTION}
      </p>
      <p className="buy-exit__text">Your choices so far will not be kept.</p>
      <div className="buy-exit__actions">
        <button type="button" className="button button--ghost" onClick={() => ui.cancelExit()}>
          No, stay
        </button>
        <button type="button" className="button" onClick={() => ui.confirmExit()}>
          Yes
        </button>
      </div>
    </Dialog>
  );
});
