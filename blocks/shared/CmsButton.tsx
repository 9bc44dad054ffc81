import type { Button } from '../../content/cms-types.ts';
import { colourVar } from './colours.ts';
import { pageHref, safeExternalHref } from '../../content/content-links.ts';

type Props = { button: Button; variant?: 'solid' | 'ghost'; className?: string };

/** A CMS button: internal page link, or an external link that opens safely in a new tab. */
export function CmsButton({ button, variant = 'solid', className = '' }: Props) {
  const external = safeExternalHref(button.externalLink);
  const style =
    variant === 'solid'
      ? ({ '--button-bg': colourVar(button.backgroundColour), '--button-fg': colourVar(button.buttonColour) } as React.CSSProperties)
      : undefined;
  const classes = `button${variant === 'ghost' ? ' button--ghost' : ''} ${className}`.trim();
  const content = (
    <>
      {button.text}
      {button.arrow && (
        <span className="button__arrow" aria-hidden="true">
          →
        </span>
      )}
    </>
  );
  if (external) {
    return (
      <a className={classes} style={style} href={external} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={classes} style={style} href={pageHref(button.link?.data?.attributes.slug)}>
      {content}
    </a>
  );
}
