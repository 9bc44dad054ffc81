// The thin navigation and request progress bar along the top of the viewport (spec §2 "Other blocks").
import './ProgressBar.css';
import { useSyncExternalStore } from 'react';
import { HIDDEN_PROGRESS } from '../../models/progress-tracker.ts';
import { pageProgress } from '../../models/page-progress.ts';
import { formatPercent } from '../../shop-rules/price.ts';

const serverState = () => HIDDEN_PROGRESS;

export function ProgressBar() {
  const { phase, percent } = useSyncExternalStore(pageProgress.subscribe, pageProgress.getState, serverState);
  // The bar sits above the page's landmarks; the polite live region that always holds it is its region and
  // lets screen readers hear that something is loading, without interrupting.
  return (
    <div className="progress-bar-region" aria-live="polite">
      {phase !== 'hidden' && (
        <div
          className={`progress-bar progress-bar--${phase}`}
          role="progressbar"
          aria-label={phase === 'failed' ? 'Loading failed' : 'Loading'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={formatPercent(percent / 100)}
        >
          <div className="progress-bar__fill" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
      )}
    </div>
  );
}
