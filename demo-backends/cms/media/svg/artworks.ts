// Which drawing makes which catalogue image. Typed against the catalogue, so a new image entry without an
// artwork (or an artwork for an unknown entry) fails the type check.
import type { SvgKey } from '../catalogue.ts';
import { bedroom } from './bedrooms.ts';
import { icon, monogram, wordmark } from './icons.ts';
import { clothesline, cottonBoll, mattressMeasure, sewing, workshop } from './making.ts';
import { contactDesk, packagingBox, returnsParcel, shippingParcel } from './parcels.ts';
import { avatar, makerPortrait } from './people.ts';
import { PALETTE as P, type Size } from './primitives.ts';
import { fabricFolds, fittedSheetCorner, hotelCorner, pillowcases, sheetStack, swatch } from './textiles.ts';

export type Artwork = (size: Size, title: string) => string;

export const ARTWORKS: Record<SvgKey, Artwork> = {
  bedWhite: (s, t) => bedroom(s, { title: t, sheet: P.warmWhite, sheetShade: P.linen, window: true, foldedSet: true }),
  bedSand: (s, t) => bedroom(s, { title: t, sheet: P.sand, sheetShade: P.sandDeep, wall: P.warmWhite }),
  bedMist: (s, t) => bedroom(s, { title: t, sheet: P.mist, sheetShade: P.mistDeep, window: true }),
  bedEvening: (s, t) => bedroom(s, { title: t, sheet: P.linen, sheetShade: P.sandDeep, dusk: true }),
  bedMorning: (s, t) => bedroom(s, { title: t, sheet: P.warmWhite, sheetShade: P.sand, window: true, turnedDown: true, wall: P.sand }),
  videoPoster: (s, t) => bedroom(s, { title: t, sheet: P.warmWhite, sheetShade: P.mist, turnedDown: true, foldedSet: true, wall: P.mist }),
  fabricTexture: (s, t) => fabricFolds(s, t, P.linen, P.sandDeep, 6),
  heroFolds: (s, t) => fabricFolds(s, t, P.warmWhite, P.sand, 5),
  swatchWhite: (s, t) => swatch(s, t, P.warmWhite, P.linen),
  swatchSand: (s, t) => swatch(s, t, P.sand, P.sandDeep),
  swatchMist: (s, t) => swatch(s, t, P.mist, P.mistDeep),
  sheetStack,
  fittedSheet: fittedSheetCorner,
  topSheet: hotelCorner,
  pillowcases,
  mattressMeasure,
  cottonBoll,
  workshop,
  sewing,
  clothesline,
  packagingBox,
  shippingParcel,
  returnsParcel,
  contactDesktop: contactDesk,
  contactMobile: contactDesk,
  makerMargot: (s, t) => makerPortrait(s, t, { backdrop: P.sand, hair: 'bob', garment: P.linen }),
  makerTheo: (s, t) => makerPortrait(s, t, { backdrop: P.mist, hair: 'short', glasses: true, garment: P.sage }),
  makerPriya: (s, t) => makerPortrait(s, t, { backdrop: P.sage, hair: 'bun', garment: P.sand }),
  makerJack: (s, t) => makerPortrait(s, t, { backdrop: P.linen, hair: 'wave', garment: P.mist }),
  avatarLeaf: (s, t) => avatar(s, t, 'leaf'),
  avatarWave: (s, t) => avatar(s, t, 'wave'),
  avatarMoon: (s, t) => avatar(s, t, 'moon'),
  logoSlowHome: (s, t) => wordmark(s, t, { family: 'serif', italic: true }),
  logoCoastal: (s, t) => wordmark(s, t, { family: 'sans', caps: true, spacing: 2, weight: 300 }),
  logoHabitus: (s, t) => wordmark(s, t, { family: 'serif', caps: true, spacing: 4, rule: true }),
  logoSleepDigest: (s, t) => wordmark(s, t, { family: 'sans', weight: 700 }),
  logoSunday: (s, t) => wordmark(s, t, { family: 'serif', spacing: 1 }),
  iconAccount: (s, t) => icon(s, t, 'account'),
  iconCart: (s, t) => icon(s, t, 'cart'),
  iconTick: (s, t) => icon(s, t, 'tick'),
  iconMonogram: monogram,
  iconInstagram: (s, t) => icon(s, t, 'instagram'),
  iconFacebook: (s, t) => icon(s, t, 'facebook'),
  iconPinterest: (s, t) => icon(s, t, 'pinterest'),
  iconOrdering: (s, t) => icon(s, t, 'ordering'),
  iconSizing: (s, t) => icon(s, t, 'sizing'),
  iconDelivery: (s, t) => icon(s, t, 'delivery'),
  iconReturns: (s, t) => icon(s, t, 'returns'),
  iconCare: (s, t) => icon(s, t, 'care'),
};
