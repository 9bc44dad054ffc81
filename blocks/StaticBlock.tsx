// A block that does nothing in the browser (its descriptor says `island: false`) travels as markup only.
// The server renders it inside a layout-neutral wrapper; hydration renders the same wrapper with an empty inner
// HTML, which React leaves alone, so the server's markup stays and the block's code is never downloaded. After a
// client-side navigation its code is loaded and it renders inside the same wrapper.
import type { ReactNode } from 'react';

const WRAPPER_CLASS = 'static-block';

/** The block as rendered (server, or browser after a navigation loaded its code). */
export function StaticBlock({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={WRAPPER_CLASS} data-block={name}>
      {children}
    </div>
  );
}

/** The block kept as the server rendered it (hydration, code not loaded). */
export function KeptServerMarkup({ name }: { name: string }) {
  return <div className={WRAPPER_CLASS} data-block={name} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
