import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
import '@fontsource-variable/jost/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/button.css';
import './styles/layout.css';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { CartHost } from './cart/CartHost.tsx';
import { isBuyFlowPath } from './header/buy-flow-path.ts';
import { SubscribeModalHost } from './navigation/SubscribeModalHost.tsx';
import { LoadingOverlayHost } from './progress/LoadingOverlayHost.tsx';
import { ProgressBar } from './progress/ProgressBar.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SoldOutModalHost } from './sold-out/SoldOutModalHost.tsx';
import { useHydrationFlag } from './useHydrationFlag.ts';

export default function Layout({ children }: { children: ReactNode }) {
  useHydrationFlag();
  // The purchase flow is a screen of its own: no header, menu or footer there (spec §2 Routes).
  const chrome = !isBuyFlowPath(usePageContext().urlPathname);
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome && <SiteHeader />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {chrome && <SiteFooter />}
      {chrome && <SubscribeModalHost />}
      <SoldOutModalHost />
      <CartHost />
      <LoadingOverlayHost />
    </>
  );
}
