// A WAI-ARIA tablist with automatic activation: the arrow keys move to and select the next or previous tab
// (wrapping), Home and End jump to the ends, and only the selected tab is in the Tab order.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = {
  key: string;
  /** id of the tab button; its panel is labelled by it. */
  id: string;
  /** id of the tabpanel it shows. */
  panelId: string;
  label: ReactNode;
};

export type TablistProps = {
  /** Names the set of tabs for assistive tech ('Mattress size'). */
  label: string;
  tabs: readonly TabItem[];
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  tabClassName?: string;
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tablist({ label, tabs, selected, onSelect, className, tabClassName }: TablistProps) {
  const tabsRef = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabsRef.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            tabsRef.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-controls={tab.panelId}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
