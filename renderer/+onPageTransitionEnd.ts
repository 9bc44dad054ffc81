// Client navigation ended: the bar completes, or shows the failed state when the page could not be loaded, and
// screen readers hear which page is now shown.
import type { PageContextClient } from 'vike/types';
import { endNavigationProgress } from '../models/page-progress.ts';
import { announceNavigation } from './navigation-announcer.ts';

export function onPageTransitionEnd(pageContext: PageContextClient) {
  const serverError = typeof pageContext.abortStatusCode === 'number' && pageContext.abortStatusCode >= 500;
  endNavigationProgress(Boolean(pageContext.errorWhileRendering) || serverError);
  announceNavigation();
}
