// Which tables the measure specs show (spec §2 "Measure specs: size tabs, plus variant tabs in the new
// version"): one group per sheet variant when the CMS gives per-variant tables that actually differ and the
// shopper is on the new app version; otherwise the block's own per-size tables as one group.
import type { AppVersion } from '../../models/buy-selection.ts';
import type { CmsSchemas } from '../../content/cms-types.ts';

type SizeMeasurements = CmsSchemas['SizeMeasurements'];
type SheetVariant = CmsSchemas['SheetVariant'];

export type MeasureGroup = { key: string; label: string; variant: SheetVariant | null; sizes: SizeMeasurements[] };

/** The measurements without the CMS's row ids, for telling whether two variants really differ. */
const measurementsOf = (sizes: readonly SizeMeasurements[]) =>
  JSON.stringify(sizes.map((size) => [size.size, size.tables.map((table) => [table.heading, table.notes, table.rows.map((row) => [row.label, row.value])])]));

export function measureGroups(block: Pick<CmsSchemas['MeasureSpecsBlock'], 'sizes' | 'variants'>, appVersion: AppVersion): MeasureGroup[] {
  const variants = (block.variants ?? []).filter((variant) => variant.sizes.length > 0);
  const differ = new Set(variants.map((variant) => measurementsOf(variant.sizes))).size > 1;
  if (appVersion === 'new' && variants.length > 1 && differ) {
    return variants.map((variant) => ({ key: variant.variant, label: variant.label, variant: variant.variant, sizes: variant.sizes }));
  }
  return [{ key: 'all', label: '', variant: null, sizes: block.sizes }];
}
