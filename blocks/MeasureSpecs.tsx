// Measure specs (spec §2 "Measure specs"): one tab per mattress size, each with its tables of width (W)
// and length (L) in cm, depth (D) 'Variable' for Tailored Sheets, notes and the measuring image.
// A WAI-ARIA tablist once hydrated (arrow keys, Home, End); without JavaScript every size is listed.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { CmsSchemas } from './cms-types.ts';
import './MeasureSpecs.css';
import { MarkdownHtml } from './markdown/MarkdownHtml.tsx';
import type { BlockProps } from './registry.ts';
import { CmsImage } from './shared/CmsImage.tsx';

type SizeMeasurements = CmsSchemas['SizeMeasurements'];

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function MeasureSpecs({ block }: BlockProps<'MeasureSpecs'>) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabsRef = useRef<Array<HTMLButtonElement | null>>([]);
  const idOf = (part: 'tab' | 'panel', size: SizeMeasurements) => `measure-specs-${block.id}-${part}-${size.size}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, block.sizes.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabsRef.current[next]?.focus();
  };

  return (
    <section className="measure-specs">
      <div className="measure-specs__inner container">
        <div className="measure-specs__copy">
          <h2>{block.heading}</h2>
          {block.subHeading && <p className="measure-specs__sub">{block.subHeading}</p>}
          {hydrated && block.sizes.length > 1 && (
            <div className="measure-specs__tabs" role="tablist" aria-label="Mattress size">
              {block.sizes.map((size, index) => (
                <button
                  key={size.id}
                  ref={(element) => {
                    tabsRef.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={idOf('tab', size)}
                  aria-controls={idOf('panel', size)}
                  aria-selected={index === selected}
                  tabIndex={index === selected ? 0 : -1}
                  className="measure-specs__tab"
                  onClick={() => setSelected(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {size.label}
                </button>
              ))}
            </div>
          )}
          {block.sizes.map((size, index) => (
            <div
              key={size.id}
              className="measure-specs__panel"
              id={idOf('panel', size)}
              {...(hydrated ? { role: 'tabpanel', 'aria-labelledby': idOf('tab', size), tabIndex: 0, hidden: index !== selected } : {})}
            >
              {!hydrated && <h3 className="measure-specs__size">{size.label}</h3>}
              {size.tables.map((table) => (
                <div key={table.id} className="measure-specs__table-wrap">
                  <table className="measure-specs__table">
                    <caption>
                      {table.heading}
                      <span className="visually-hidden">, {size.label}</span>
                    </caption>
                    <tbody>
                      {table.rows.map((row) => (
                        <tr key={row.id}>
                          <th scope="row">{row.label}</th>
                          <td>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <MarkdownHtml html={table.notes} className="measure-specs__notes" />
                </div>
              ))}
            </div>
          ))}
        </div>
        {block.image?.data && (
          <div className="measure-specs__media">
            <CmsImage image={block.image} sizes="(min-width: 992px) 40vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  );
}
