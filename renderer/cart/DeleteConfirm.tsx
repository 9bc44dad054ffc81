// 'Are you sure you want to delete this item?' for the cart line the shopper asked to remove (Remove, or a
// quantity of 0). The item's title describes the dialog, so a screen reader hears which set it is about.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../blocks/shared/Dialog.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { DELETE_CONFIRM_QUESTION } from '../../shop-rules/constants.ts';

const QUESTION_ID = 'cart-delete-question';
const ITEM_ID = 'cart-delete-item';

type Props = {
  store: RootStoreInstance;
  /** Called as 'Yes, delete' is pressed, before the line goes, so the caller can choose where focus lands. */
  onConfirm?: () => void;
};

export const DeleteConfirm = observer(function DeleteConfirm({ store, onConfirm }: Props) {
  const { cart, ui } = store;
  return (
    <Dialog
      open={ui.buyDeleteOpen}
      onClose={() => cart.cancelDelete()}
      labelledBy={QUESTION_ID}
      describedBy={cart.pendingDelete ? ITEM_ID : undefined}
      variant="modal"
      className="cart-confirm"
    >
      <p id={QUESTION_ID} className="cart-confirm__question">
        {DELETE_CONFIRM_QUESTION}
      </p>
      {cart.pendingDelete && (
        <p id={ITEM_ID} className="cart-confirm__item">
          {cart.pendingDelete.title}
        </p>
      )}
      <div className="cart-confirm__actions">
        <button type="button" className="button button--ghost" onClick={() => cart.cancelDelete()}>
          No
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            onConfirm?.();
            void cart.confirmDelete();
          }}
        >
          Yes, delete
        </button>
      </div>
    </Dialog>
  );
});
