// The flow's frame: top bar (exit, step counter, version toggle), the current step, the bottom bar, and the
// flow's dialogs (leave confirmation, info panels). On the static catalogue a note says ordering resumes shortly.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { OrderingPausedNote } from '../../blocks/product/OrderingPausedNote.tsx';
import { successText } from '../../renderer/cart/cart-messages.ts';
import type { StepProps } from './buy-page-data.ts';
import { BuyBottomBar } from './BuyBottomBar.tsx';
import { BuyTopBar } from './BuyTopBar.tsx';
import { ExitConfirm } from './ExitConfirm.tsx';
import { InfoPanelHost } from './InfoPanelHost.tsx';
import { StepDetails } from './StepDetails.tsx';
import { StepProduct } from './StepProduct.tsx';
import { StepServices } from './StepServices.tsx';
import { StepSize } from './StepSize.tsx';
import { StepSummary } from './StepSummary.tsx';
import { useStepChangeFocus } from './use-step-change-focus.ts';
import { useStickyBarRoom } from './use-sticky-bar-room.ts';
import { buyStepTitle } from './step-titles.ts';
import './buy.css';

const CurrentStep = observer(function CurrentStep(props: StepProps) {
  switch (props.store.buyFlow.currentStep) {
    case 0:
      return <StepProduct {...props} />;
    case 1:
      return <StepSize {...props} />;
    case 2:
      return <StepDetails {...props} />;
    case 3:
      return <StepServices {...props} />;
    default:
      return <StepSummary {...props} />;
  }
});

type BuyFlowProps = StepProps & { onAddToCart: () => void; onRecheckShop: () => void };

export const BuyFlow = observer(function BuyFlow({ store, data, cartReady, onAddToCart, onRecheckShop }: BuyFlowProps) {
  const message = store.ui.successMessage;
  const flow = useRef<HTMLDivElement>(null);
  useStepChangeFocus(store.buyFlow.currentStep);
  useStickyBarRoom(flow);
  // Each step has a title of its own; steps change without a page load, so the tab's title follows here.
  const step = store.buyFlow.currentStep;
  useEffect(() => {
    document.title = buyStepTitle(step, data.seo.title);
  }, [step, data.seo.title]);
  return (
    <div className="buy" ref={flow}>
      <BuyTopBar store={store} />
      <div className="buy__body container">
        {store.catalog.orderingPaused && <OrderingPausedNote className="buy__paused" />}
        <CurrentStep store={store} data={data} cartReady={cartReady} />
      </div>
      <div className="buy__toast" role="status">
        {message && (
          <p>
            {successText(message.kind)}
            {message.detail && <span> · {message.detail}</span>}
          </p>
        )}
      </div>
      <BuyBottomBar store={store} cartReady={cartReady} onAddToCart={onAddToCart} onRecheckShop={onRecheckShop} />
      <ExitConfirm store={store} />
      <InfoPanelHost store={store} infoModal={data.infoModal} />
    </div>
  );
});
