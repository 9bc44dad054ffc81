// Layout of content pages, articles and error pages: the frame with the site header, menu and footer.
import type { ReactNode } from 'react';
import { SubscribeModalHost } from './navigation/SubscribeModalHost.tsx';
import { PageFrame } from './PageFrame.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={<SiteHeader />}
      footer={
        <>
          <SiteFooter />
          <SubscribeModalHost />
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
