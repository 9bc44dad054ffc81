// Every demo article, in id order (as Strapi lists them without a sort).
import type { BlogArticleEntity } from '../types.ts';
import { cottonToBedArticle, hotelCornerArticle } from './behind-the-seams.ts';
import { cleanFoldAndStoreArticle, foldFittedSheetArticle } from './care-guide.ts';
import { choosingColourArticle, deepMattressesArticle, sateenExplainedArticle } from './sleep-well.ts';

export const DEMO_ARTICLES: readonly BlogArticleEntity[] = [
  deepMattressesArticle,
  sateenExplainedArticle,
  choosingColourArticle,
  cleanFoldAndStoreArticle,
  foldFittedSheetArticle,
  cottonToBedArticle,
  hotelCornerArticle,
];
