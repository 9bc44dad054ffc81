// The kind of request a metric is labelled with: a fixed, short list, never the raw path, so a crawler asking for
// a million odd addresses cannot grow the number of time series (Prometheus keeps one per label combination).
import { IMAGE_SERVICE_PREFIX } from '../../content/images/image-service-path.ts';
import { isBuyFlowPath } from '../../shop-rules/buy-url.ts';
import { CHECKOUT_PATH } from '../../shop-rules/checkout-links.ts';
import { DEMO_CMS_MOUNT, DEMO_SHOP_MOUNT } from '../config/config.ts';
import { READINESS_PATH } from '../health/readiness.ts';
import { WEB_MANIFEST_PATH } from '../../renderer/seo/web-manifest.ts';

export const ROUTE_CLASSES = [
  'page',
  'buy',
  'blog-article',
  'api-cart',
  'api-forms',
  'api-other',
  'checkout',
  'image',
  'asset',
  'seo',
  'health',
  'demo-backend',
  'other',
] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** Whether a one-segment path names a blog article rather than a page (the same URL shape, told apart by content). */
export type ArticleLookup = (slug: string) => boolean;

const SEO_FILES = new Set(['/robots.txt', '/sitemap.xml', WEB_MANIFEST_PATH, '/favicon.ico']);
const HEALTH_PATHS = new Set(['/healthz', READINESS_PATH]);

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function routeClassOf(pathname: string, isArticle: ArticleLookup = () => false): RouteClass {
  if (HEALTH_PATHS.has(pathname)) return 'health';
  if (under(pathname, '/api/cart')) return 'api-cart';
  if (under(pathname, '/api/forms')) return 'api-forms';
  if (under(pathname, '/api')) return 'api-other';
  if (under(pathname, IMAGE_SERVICE_PREFIX)) return 'image';
  if (under(pathname, '/assets') || under(pathname, '/fonts')) return 'asset';
  if (under(pathname, DEMO_CMS_MOUNT) || under(pathname, DEMO_SHOP_MOUNT)) return 'demo-backend';
  if (under(pathname, CHECKOUT_PATH)) return 'checkout';
  if (SEO_FILES.has(pathname) || /^\/sitemap-\d+\.xml$/.test(pathname)) return 'seo';
  if (isBuyFlowPath(pathname)) return 'buy';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return 'page';
  if (segments.length > 1) return 'other';
  let slug: string;
  try {
    slug = decodeURIComponent(segments[0]!).toLowerCase();
  } catch {
    return 'other';
  }
  return isArticle(slug) ? 'blog-article' : 'page';
}

export function statusClassOf(status: number): StatusClass {
  const hundreds = Math.floor(status / 100);
  return STATUS_CLASSES[Math.min(4, Math.max(0, hundreds - 1))]!;
}
