// The full-screen navigation menu where the site header places it (a sibling of <header>), opened and closed
// through the shared store's menu flag; its subscribe box hands over to the subscribe modal.
import { useMenuOpen, useSubscribeModalOpen } from '../header/chrome-ui.ts';
import { NavigationMenuHost } from './NavigationMenuHost.tsx';

export function SiteNavigation() {
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const [, setSubscribeOpen] = useSubscribeModalOpen();
  const openSubscribe = async () => {
    await setMenuOpen(false);
    await setSubscribeOpen(true);
  };
  return <NavigationMenuHost open={menuOpen} onClose={() => void setMenuOpen(false)} onSubscribe={() => void openSubscribe()} />;
}
