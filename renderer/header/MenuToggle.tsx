// The hamburger: opens and closes the full-screen navigation menu.
import type { Ref } from 'react';

type Props = { open: boolean; controls: string; onToggle: () => void; onIntent: () => void; ref?: Ref<HTMLButtonElement> };

export function MenuToggle({ open, controls, onToggle, onIntent, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      // Fetch the menu's code as soon as the visitor heads for the button.
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <span className="menu-toggle__bars" aria-hidden="true" />
      <span className="menu-toggle__label">Menu</span>
    </button>
  );
}
