// Every file the demo CMS serves under /uploads, described once: the content builds its media relations
// from here, the upload route serves only what is listed here, and the generators draw exactly these files.
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Where the generated files live (committed; regenerate with generate-svgs.ts and generate-video.ts). */
export const MEDIA_FILES_DIR = join(import.meta.dirname, 'files');

export type MediaFile = {
  id: number;
  /** Strapi-style file stem: a readable name plus a short stable suffix, e.g. bed_sateen_white_4f2a9c. */
  hash: string;
  ext: '.svg' | '.mp4' | '.vtt';
  mime: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  updatedAt: string;
};

/** When the demo media was last regenerated; the measure video appends it to its URL to bust caches. */
const MEDIA_UPDATED_AT = '2026-11-02T09:30:00.000Z';

const MIME = { '.svg': 'image/svg+xml', '.mp4': 'video/mp4', '.vtt': 'text/vtt' } as const;

/** A stable six-hex suffix, so URLs do not change between runs (Strapi uses a random one). */
function hashOf(stem: string): string {
  return `${stem}_${createHash('sha256').update(stem).digest('hex').slice(0, 6)}`;
}

type Spec = readonly [stem: string, width: number | null, height: number | null, alt: string | null, ext?: MediaFile['ext']];

const SPECS = {
  // Bedrooms and products
  bedWhite: ['bed_sateen_white', 1600, 1000, 'A made bed dressed in white organic-cotton sateen, a folded sheet set at its foot'],
  bedSand: ['bed_sateen_sand', 1600, 1000, 'A bed dressed in sand sateen sheets beside a timber side table'],
  bedMist: ['bed_sateen_mist', 1600, 1000, 'A bed dressed in mist-grey sateen sheets beneath a window'],
  bedEvening: ['bed_evening_lamp', 1920, 900, 'A bedroom at dusk, a bedside lamp glowing over freshly made sheets'],
  bedMorning: ['bed_morning_light', 1600, 900, 'Morning light falling across a turned-down bed'],
  fabricTexture: ['fabric_sateen_texture', 1200, 900, 'Close-up of sateen weave catching the light'],
  heroFolds: ['hero_sateen_folds', 1920, 900, 'Soft folds of warm-white sateen'],
  sheetStack: ['sheet_set_stack', 1200, 900, 'A folded sheet set: fitted sheet, top sheet and two pillowcases tied with cotton tape'],
  fittedSheet: ['fitted_sheet_corner', 1200, 900, 'The deep, elasticated corner of a fitted sheet cut to mattress depth'],
  topSheet: ['top_sheet_hotel_corner', 1200, 900, 'A top sheet folded under with a sewn-in hotel corner'],
  pillowcases: ['pillowcases_pair', 1200, 900, 'Two sateen pillowcases stacked on a linen bench'],
  mattressMeasure: ['mattress_measure_depth', 1200, 900, 'A mattress with a tape measure showing how to measure its depth'],
  cottonBoll: ['organic_cotton_boll', 1200, 900, 'Organic cotton bolls opening on the stem'],
  workshop: ['workroom_cutting_table', 1600, 1000, 'The cutting table in our workroom with shears and a bolt of sateen'],
  sewing: ['sewing_hem_stitch', 1600, 900, 'A sewing machine stitching the hem of a sateen sheet'],
  clothesline: ['sheets_on_the_line', 1600, 900, 'White sheets drying on a line in the sun'],
  packagingBox: ['packaging_linen_box', 1200, 900, 'A sheet set in a recycled-card box with a cotton drawstring bag'],
  shippingParcel: ['shipping_parcel_tracked', 1200, 900, 'A wrapped parcel with a tracking label'],
  returnsParcel: ['returns_parcel_prepaid', 1200, 900, 'A parcel with a prepaid returns label'],
  contactDesktop: ['contact_desk_wide', 1920, 1000, 'A writing desk with a folded pillowcase and a cup of tea'],
  contactMobile: ['contact_desk_tall', 800, 1200, 'A writing desk with a folded pillowcase and a cup of tea'],
  videoPoster: ['measure_video_poster', 1280, 720, 'A bed being made with a tailored fitted sheet'],
  swatchWhite: ['swatch_white', 400, 400, 'Swatch of white sateen'],
  swatchSand: ['swatch_sand', 400, 400, 'Swatch of sand sateen'],
  swatchMist: ['swatch_mist', 400, 400, 'Swatch of mist sateen'],
  // Makers, reviewers and press
  makerMargot: ['maker_margot_line', 800, 1000, 'Line portrait of Margot Ellis, founder and head cutter'],
  makerTheo: ['maker_theo_line', 800, 1000, 'Line portrait of Theo Nguyen, pattern maker'],
  makerPriya: ['maker_priya_line', 800, 1000, 'Line portrait of Priya Raman, head seamstress'],
  makerJack: ['maker_jack_line', 800, 1000, 'Line portrait of Jack Callaghan, fabric sourcing'],
  avatarLeaf: ['avatar_leaf', 96, 96, 'Reviewer avatar'],
  avatarWave: ['avatar_wave', 96, 96, 'Reviewer avatar'],
  avatarMoon: ['avatar_moon', 96, 96, 'Reviewer avatar'],
  logoSlowHome: ['press_slow_home', 360, 120, 'The Slow Home'],
  logoCoastal: ['press_coastal_living_journal', 360, 120, 'Coastal Living Journal'],
  logoHabitus: ['press_habitat_edit', 360, 120, 'Habitat Edit'],
  logoSleepDigest: ['press_sleep_digest', 360, 120, 'Sleep Digest'],
  logoSunday: ['press_sunday_interiors', 360, 120, 'Sunday Interiors'],
  // Icons
  iconAccount: ['icon_account', 48, 48, 'Account'],
  iconCart: ['icon_cart', 48, 48, 'Cart'],
  iconTick: ['icon_tick', 48, 48, 'Tick'],
  iconMonogram: ['icon_linden_tuck_monogram', 96, 96, 'Linden & Tuck monogram'],
  iconInstagram: ['icon_instagram', 48, 48, 'Instagram'],
  iconFacebook: ['icon_facebook', 48, 48, 'Facebook'],
  iconPinterest: ['icon_pinterest', 48, 48, 'Pinterest'],
  iconOrdering: ['icon_ordering', 48, 48, 'Ordering'],
  iconSizing: ['icon_sizing', 48, 48, 'Sizing'],
  iconDelivery: ['icon_delivery', 48, 48, 'Delivery'],
  iconReturns: ['icon_returns', 48, 48, 'Returns'],
  iconCare: ['icon_care', 48, 48, 'Care'],
  // Video and captions (made by generate-video.ts)
  measureVideo: ['measure_make_the_bed', 960, 540, 'Making a bed with a tailored sheet set in three steps', '.mp4'],
  measureCaptions: ['measure_make_the_bed_captions', null, null, null, '.vtt'],
} as const satisfies Record<string, Spec>;

export type MediaKey = keyof typeof SPECS;
export type SvgKey = { [K in MediaKey]: (typeof SPECS)[K] extends readonly [string, number, number, string] ? K : never }[MediaKey];

function toFile(spec: Spec, index: number): MediaFile {
  const [stem, width, height, alternativeText, ext = '.svg'] = spec;
  return { id: index + 1, hash: hashOf(stem), ext, mime: MIME[ext], width, height, alternativeText, updatedAt: MEDIA_UPDATED_AT };
}

export const MEDIA: Readonly<Record<MediaKey, MediaFile>> = Object.fromEntries(
  Object.entries(SPECS).map(([key, spec], index) => [key, toFile(spec as Spec, index)]),
) as Record<MediaKey, MediaFile>;

export const SVG_KEYS = (Object.keys(MEDIA) as MediaKey[]).filter((key) => MEDIA[key].ext === '.svg') as SvgKey[];

/** The on-disk name of a media file inside media/files/. */
export const fileNameOf = (file: MediaFile): string => `${file.hash}${file.ext}`;

const byHash = new Map(Object.values(MEDIA).map((file) => [file.hash, file]));
export const mediaByHash = (hash: string): MediaFile | undefined => byHash.get(hash);
