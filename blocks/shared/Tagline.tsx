// A CMS tagline ('Our story', 'Step 1', '01') above a heading. The editor's colour marks a short rule
// beside the text rather than the text itself: pale brand colours on pale backgrounds fail contrast.
import './Tagline.css';
import type { CmsSchemas } from '../../content/cms-types.ts';
import { colourVar } from './colours.ts';

type Props = { tagline: CmsSchemas['Tagline'] | null | undefined; variant?: 'eyebrow' | 'numeral'; className?: string };

export function Tagline({ tagline, variant = 'eyebrow', className = '' }: Props) {
  if (!tagline?.text) return null;
  return (
    <p className={`tagline tagline--${variant} ${className}`.trim()} style={{ '--tagline-colour': colourVar(tagline.colour) } as React.CSSProperties}>
      <span className="tagline__rule" aria-hidden="true" />
      {tagline.text}
    </p>
  );
}
