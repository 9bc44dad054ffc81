// Where a panel whose code loads on demand (React.lazy) is placed: nothing is rendered, so nothing fetched,
// until it first opens; from then on it stays mounted, so its own state and closing animation survive and its
// code is asked for once. While the code arrives, nothing is shown in its place.
import { type ReactNode, Suspense, useState } from 'react';

export function MountedOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
