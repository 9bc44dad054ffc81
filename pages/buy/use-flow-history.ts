// Connects the flow on screen to the browser's history (flow-history.ts) for as long as it is shown.
import { useEffect } from 'react';
import type { BuyFlowStoreInstance } from '../../models/buy-flow-store.ts';
import { connectFlowHistory } from './flow-history.ts';

export function useFlowHistory(flow: BuyFlowStoreInstance) {
  useEffect(() => {
    const connected = connectFlowHistory(flow, window);
    return () => connected.disconnect();
  }, [flow]);
}
