// The loading animation (spec §2 "Other blocks"): a thread drawing a loop around the monogram. Static under
// reduced motion.
import './LoadingAnimation.css';

export function LoadingAnimation({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-animation" role="status">
      <svg className="loading-animation__mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle className="loading-animation__track" cx="32" cy="32" r="27" />
        <circle className="loading-animation__thread" cx="32" cy="32" r="27" />
        <text className="loading-animation__monogram" x="32" y="38.5" textAnchor="middle">
          L&amp;T
        </text>
      </svg>
      <span className="loading-animation__label">{label}</span>
    </div>
  );
}
