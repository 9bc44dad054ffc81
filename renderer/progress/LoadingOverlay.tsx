// The full-screen loading overlay (spec §2 "Other modals", §4 step 4 checkout), shown while the UiStore's
// loading flag is on (see LoadingOverlayHost). It blocks the page behind (no clicks, no scrolling, no focus)
// while the site hands over to checkout.
import './LoadingOverlay.css';
import { useEffect } from 'react';
import { useScrollLock } from '../../blocks/shared/use-scroll-lock.ts';
import { LoadingAnimation } from './LoadingAnimation.tsx';

export default function LoadingOverlay() {
  useScrollLock(true);
  useEffect(() => {
    const page = Array.from(document.querySelectorAll<HTMLElement>('.site-header, #main, .site-footer'));
    for (const element of page) element.inert = true;
    return () => {
      for (const element of page) element.inert = false;
    };
  }, []);
  return (
    <div className="loading-overlay">
      <LoadingAnimation label="Loading" />
    </div>
  );
}
