// The thin navigation and request progress bar along the top of the viewport (spec §2 "Other blocks").
import './ProgressBar.css';
import { useSyncExternalStore } from 'react';
import { HIDDEN_PROGRESS } from './progress-tracker.ts';
import { pageProgress } from './page-progress.ts';

const serverState = () => HIDDEN_PROGRESS;

export function ProgressBar() {
  const { phase, percent } = useSyncExternalStore(pageProgress.subscribe, pageProgress.getState, serverState);
  if (phase === 'hidden') return null;
  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      role="progressbar"
      aria-label={phase === 'failed' ? 'Loading failed' : 'Loading'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
