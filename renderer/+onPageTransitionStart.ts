// Client navigation started: the progress bar shows if the next page takes longer than its throttle.
import { startNavigationProgress } from '../models/page-progress.ts';

export function onPageTransitionStart() {
  startNavigationProgress();
}
