// The 404 content block (spec §2 Error screens): '404', heading, sub-heading and a 'Go back' button to '/'.
import './NotFound.css';
import type { BlockProps } from '../block-descriptor.ts';

export function NotFound({ block, isFirst }: BlockProps<'NotFound'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="not-found">
      <div className="not-found__inner container">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <Heading>{block.heading}</Heading>
        {block.subHeading && <p className="not-found__sub">{block.subHeading}</p>}
        <a className="button" href="/">
          {block.button?.text || 'Go back'}
        </a>
      </div>
    </section>
  );
}
