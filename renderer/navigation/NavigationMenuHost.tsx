// Mounts the navigation menu only once it is first opened: its code and styles are a separate chunk,
// fetched when the visitor heads for the hamburger (preloadNavigationMenu) or at the latest on click.
import { lazy, Suspense, useState } from 'react';
import type { NavigationMenuProps } from './NavigationMenu.tsx';

const loadNavigationMenu = () => import('./NavigationMenu.tsx');
const NavigationMenu = lazy(loadNavigationMenu);

export const preloadNavigationMenu = () => void loadNavigationMenu();

export function NavigationMenuHost(props: NavigationMenuProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NavigationMenu {...props} />
    </Suspense>
  );
}
