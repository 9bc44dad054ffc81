// What every screen shares: fonts and base styles, the progress bar, the skip link, <main>, the cart and the
// loading overlay, each an island where the layout asks for islands (content pages). Site chrome (header, menu, footer) is passed in by the layouts that show it, so the
// purchase flow, which has none (spec §2 Routes), does not download it.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/button.css';
import './styles/layout.css';
import type { ReactNode } from 'react';
import { CartHost } from './cart/CartHost.tsx';
import { DraftPreviewBar } from './preview/DraftPreviewBar.tsx';
import { LoadingOverlayHost } from './progress/LoadingOverlayHost.tsx';
import { ProgressBar } from './progress/ProgressBar.tsx';
import { SoldOutModalHost } from './sold-out/SoldOutModalHost.tsx';
import { ChromeIsland } from './islands/ChromeIsland.tsx';
import { PrivacyBanner, PrivacyDialog } from './privacy/PrivacyChoices.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { useHydrationFlag } from './useHydrationFlag.ts';

type PageFrameProps = { children: ReactNode; header?: ReactNode; footer?: ReactNode };

export function PageFrame({ children, header, footer }: PageFrameProps) {
  useHydrationFlag();
  const privacy = usePageContext().site.privacy;
  return (
    <>
      <ChromeIsland name="progress-bar" component={ProgressBar} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {privacy && <PrivacyBanner texts={privacy} />}
      <ChromeIsland name="draft-preview-bar" component={DraftPreviewBar} />
      {header}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footer}
      <ChromeIsland name="sold-out-modal" component={SoldOutModalHost} />
      <ChromeIsland name="cart-host" component={CartHost} />
      <ChromeIsland name="loading-overlay" component={LoadingOverlayHost} />
      {privacy && <PrivacyDialog texts={privacy} />}
    </>
  );
}
