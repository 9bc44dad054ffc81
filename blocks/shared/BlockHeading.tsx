// The heading group most blocks open with: optional tagline, the heading (h1 when the block opens the page,
// else h2) and an optional sub-heading.
import './BlockHeading.css';
import type { CmsSchemas } from '../../content/cms-types.ts';
import { Tagline } from './Tagline.tsx';

type Props = {
  id: string;
  heading: string;
  subHeading?: string | null;
  tagline?: CmsSchemas['Tagline'] | null;
  level?: 'h1' | 'h2';
  align?: 'start' | 'center';
  className?: string;
};

export function BlockHeading({ id, heading, subHeading, tagline, level = 'h2', align = 'center', className = '' }: Props) {
  const Heading = level;
  return (
    <header className={`block-heading block-heading--${align} ${className}`.trim()}>
      <Tagline tagline={tagline} />
      <Heading id={id} className="block-heading__title">
        {heading}
      </Heading>
      {subHeading && <p className="block-heading__sub">{subHeading}</p>}
    </header>
  );
}
