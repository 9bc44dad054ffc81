// /buy: the purchase flow (spec §2 Purchase flow screen, §4), a screen of its own without header or footer.
import { useData } from 'vike-react/useData';
import type { BuyPageData } from './buy-page-data.ts';
import { BuyFlow } from './BuyFlow.tsx';
import { useBuyStore } from './use-buy-store.ts';

export default function Page() {
  const data = useData<BuyPageData>();
  const { store, cartReady, addToCart } = useBuyStore(data);
  return <BuyFlow store={store} data={data} cartReady={cartReady} onAddToCart={addToCart} />;
}
