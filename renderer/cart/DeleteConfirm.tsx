// 'Are you sure you want to delete this item?' for the cart line the shopper asked to remove.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../blocks/shared/Dialog.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { DELETE_CONFIRM_QUESTION } from '../../shop-rules/constants.ts';

const QUESTION_ID = 'cart-delete-question';

export const DeleteConfirm = observer(function DeleteConfirm({ store }: { store: RootStoreInstance }) {
  const { cart, ui } = store;
  return (
    <Dialog open={ui.buyDeleteOpen} onClose={() => cart.cancelDelete()} labelledBy={QUESTION_ID} variant="modal" className="cart-confirm">
      <p id={QUESTION_ID} className="cart-confirm__question">
        {DELETE_CONFIRM_QUESTION}
      </p>
      {cart.pendingDelete && <p className="cart-confirm__item">{cart.pendingDelete.title}</p>}
      <div className="cart-confirm__actions">
        <button type="button" className="button button--ghost" onClick={() => cart.cancelDelete()}>
          No
        </button>
        <button type="button" className="button" onClick={() => void cart.confirmDelete()}>
          Yes, delete
        </button>
      </div>
    </Dialog>
  );
});
