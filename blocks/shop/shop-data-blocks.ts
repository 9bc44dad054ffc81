// Block kinds that show live shop data (prices, stock) on a content page: their pages are rendered with the
// shop's answers and must not be kept as long as pages of CMS content alone.
import type { BlockName } from '../../content/cms-types.ts';

export const SHOP_DATA_BLOCKS: readonly BlockName[] = ['ProductSize'];

export function showsShopData(blocks: readonly { componentName: string }[]): boolean {
  return blocks.some((block) => (SHOP_DATA_BLOCKS as readonly string[]).includes(block.componentName));
}
