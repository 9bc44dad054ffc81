// Measure specs (spec §2 "Measure specs"): one tab per mattress size, each with its tables of width (W)
// and length (L) in cm, depth (D) 'Variable' for Tailored Sheets, notes and the measuring image. In the new
// app version, variant tabs (premium 600 / classic 400 thread count) above the size tabs switch the tables
// when the CMS gives per-variant measurements that differ (measure-specs-groups.ts).
// WAI-ARIA tablists (arrow keys, Home, End), rendered as such on the server: the page shows the same tabs before
// and after its island hydrates, which it does as the shopper reaches for a tab (the first press is replayed). Every
// variant's and size's panel is in the markup; without JavaScript the stylesheet lists them all, with their
// headings, and hides the tabs (MeasureSpecs.css, `scripting: none`).
import { useState } from 'react';
import { useStoreAccess } from '../../models/store-context.tsx';
import { useStoreValue } from '../../models/use-store-value.ts';
import { THREAD_COUNT } from '../../shop-rules/constants.ts';
import type { CmsSchemas } from '../../content/cms-types.ts';
import './MeasureSpecs.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import { measureGroups, type MeasureGroup } from './measure-specs-groups.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { MeasurementTable } from '../shared/MeasurementTable.tsx';
import { Tablist } from '../shared/Tablist.tsx';

type SizeMeasurements = CmsSchemas['SizeMeasurements'];

export function MeasureSpecs({ block }: BlockProps<'MeasureSpecs'>) {
  // The V1.0 / V1.1 toggle on /buy sets the app version in the shared store; pages render from its snapshot.
  const appVersion = useStoreValue((store) => store.buyFlow.appVersion, useStoreAccess().snapshot.buyFlow.appVersion);
  const groups = measureGroups(block, appVersion);
  const [variantIndex, setVariantIndex] = useState(0);
  const [sizeSlug, setSizeSlug] = useState<string | null>(null);
  const shownGroup = groups[variantIndex] ?? groups[0]!;
  const idOf = (...parts: string[]) => `measure-specs-${block.id}-${parts.join('-')}`;
  const variantTabs = groups.length > 1;
  /** The size shown in a variant: the one chosen, kept across variants, else the first. */
  const selectedSizeIn = (group: MeasureGroup) =>
    Math.max(
      0,
      group.sizes.findIndex((size) => size.size === sizeSlug),
    );

  return (
    <section className="measure-specs">
      <div className="measure-specs__inner container">
        <div className="measure-specs__copy">
          <h2>{block.heading}</h2>
          {block.subHeading && <p className="measure-specs__sub">{block.subHeading}</p>}
          {variantTabs && (
            <Tablist
              label="Sheets"
              tabs={groups.map((each) => ({
                key: each.key,
                id: idOf('variant-tab', each.key),
                panelId: idOf('variant-panel', each.key),
                label: <VariantTabLabel group={each} />,
              }))}
              selected={variantIndex}
              onSelect={setVariantIndex}
              className="measure-specs__tabs measure-specs__tabs--variants"
              tabClassName="measure-specs__variant-tab"
            />
          )}
          {groups.map((group) => {
            const groupShown = group === shownGroup;
            const selectedSize = selectedSizeIn(group);
            return (
              <div
                key={group.key}
                className="measure-specs__sizes"
                {...(variantTabs
                  ? { role: 'tabpanel', id: idOf('variant-panel', group.key), 'aria-labelledby': idOf('variant-tab', group.key), hidden: !groupShown }
                  : {})}
              >
                {variantTabs && <h3 className="measure-specs__variant">{variantLabel(group)}</h3>}
                {group.sizes.length > 1 && (
                  <Tablist
                    label="Mattress size"
                    tabs={group.sizes.map((size) => ({
                      key: size.size,
                      id: idOf(group.key, 'tab', size.size),
                      panelId: idOf(group.key, 'panel', size.size),
                      label: size.label,
                    }))}
                    selected={selectedSize}
                    onSelect={(index) => setSizeSlug(group.sizes[index]?.size ?? null)}
                    className="measure-specs__tabs"
                    tabClassName="measure-specs__tab"
                  />
                )}
                {group.sizes.map((size, index) => (
                  <div
                    key={size.id}
                    className="measure-specs__panel"
                    role="tabpanel"
                    id={idOf(group.key, 'panel', size.size)}
                    aria-labelledby={idOf(group.key, 'tab', size.size)}
                    tabIndex={0}
                    // A size in a variant not shown is hidden too, so one panel shows at a time.
                    hidden={!groupShown || index !== selectedSize}
                  >
                    <SizeHeading level={variantTabs ? 'h4' : 'h3'}>{size.label}</SizeHeading>
                    <SizeTables size={size} group={group} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {block.image?.data && (
          <div className="measure-specs__media">
            <CmsImage image={block.image} box={box({ from: 992, vw: 27, maxPx: 350 }, { from: 768, vw: 45 }, containerRule())} />
          </div>
        )}
      </div>
    </section>
  );
}

const variantLabel = (group: MeasureGroup) => (group.variant ? `${group.label} · ${THREAD_COUNT[group.variant]} thread count` : group.label);

function VariantTabLabel({ group }: { group: MeasureGroup }) {
  return (
    <>
      <span className="measure-specs__variant-name">{group.label}</span>
      {group.variant && <span className="measure-specs__variant-count">{THREAD_COUNT[group.variant]} thread count</span>}
    </>
  );
}

function SizeHeading({ level: Heading, children }: { level: 'h3' | 'h4'; children: string }) {
  return <Heading className="measure-specs__size">{children}</Heading>;
}

function SizeTables({ size, group }: { size: SizeMeasurements; group: MeasureGroup }) {
  const context = group.label ? `${group.label} ${size.label}` : size.label;
  return size.tables.map((table) => (
    <div key={table.id} className="measure-specs__table-wrap">
      <MeasurementTable table={table} className="measure-specs__table" context={context} />
      <MarkdownHtml html={table.notes} className="measure-specs__notes" />
    </div>
  ));
}
