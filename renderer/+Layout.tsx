import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
import '@fontsource-variable/jost/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/button.css';
import './styles/layout.css';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useHydrationFlag } from './useHydrationFlag.ts';

export default function Layout({ children }: { children: ReactNode }) {
  useHydrationFlag();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
