// For a panel whose code loads on demand: it is mounted the first time it opens and stays mounted after it
// closes, so its own state and closing animation survive and its code is asked for once.
import { useState } from 'react';

export function useMountedOnceOpened(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}
