// Connects the flow on screen to the browser's history (flow-history.ts) and follows Vike's client-side
// navigations that stay on /buy (a link to another /buy address), which re-render this page with a new URL.
import { useEffect, useRef } from 'react';
import type { BuyFlowStoreInstance } from '../../models/buy-flow-store.ts';
import { connectFlowHistory, type FlowHistory } from './flow-history.ts';

export function useFlowHistory(flow: BuyFlowStoreInstance, urlOriginal: string) {
  const connection = useRef<FlowHistory | null>(null);
  useEffect(() => {
    const connected = connectFlowHistory(flow, window);
    connection.current = connected;
    return () => connected.disconnect();
  }, [flow]);

  const followedUrl = useRef(urlOriginal);
  useEffect(() => {
    if (followedUrl.current === urlOriginal) return;
    followedUrl.current = urlOriginal;
    connection.current?.followAddress(new URL(urlOriginal, window.location.origin).search);
  }, [urlOriginal]);
}
