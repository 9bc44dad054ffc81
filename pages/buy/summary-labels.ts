// Texts of the step 4 summary, from the shop's one list of texts (shop-rules/constants.ts).
import { DEPTH_BANDS, SOLD_OUT_LABEL, type DepthBand } from '../../shop-rules/constants.ts';

export { ADD_ANOTHER_PRODUCT_LABEL, START_NEW_PURCHASE_LABEL, TOTAL_LABEL } from '../../shop-rules/constants.ts';
export { DEPTH_BANDS };

export const depthBandLabel = (band: DepthBand, available: boolean) => (available ? `${band} cm` : `${band} cm – ${SOLD_OUT_LABEL}`);
