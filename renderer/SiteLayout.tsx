// Layout of content pages, articles and error pages: the frame with the site header, menu and footer. These pages
// are markup with islands (blocks/islands/Island.tsx): only the parts that respond hydrate in the browser, each
// reading the page context written once below.
import type { ReactNode } from 'react';
import { IslandsContext } from '../blocks/islands/Island.tsx';
import { ChromeIsland } from './islands/ChromeIsland.tsx';
import { EarlyTapsScript } from './islands/EarlyTapsScript.tsx';
import { IslandPageContextScript } from './islands/IslandPageContextScript.tsx';
import { SubscribeModalHost } from './navigation/SubscribeModalHost.tsx';
import { PageFrame } from './PageFrame.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <IslandsContext.Provider value={true}>
      <EarlyTapsScript />
      <PageFrame
        header={<SiteHeader />}
        footer={
          <>
            <SiteFooter />
            <ChromeIsland name="subscribe-modal" component={SubscribeModalHost} />
          </>
        }
      >
        {children}
      </PageFrame>
      <IslandPageContextScript />
    </IslandsContext.Provider>
  );
}
