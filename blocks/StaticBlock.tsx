// A block that does nothing in the browser (its descriptor says `island: false`) travels as markup only: the
// server renders it inside a layout-neutral wrapper, outside every island's root, so nothing in the browser
// hydrates it and its code is never downloaded.
import type { ReactNode } from 'react';

const WRAPPER_CLASS = 'static-block';

/** The block as the server renders it. */
export function StaticBlock({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={WRAPPER_CLASS} data-block={name}>
      {children}
    </div>
  );
}
