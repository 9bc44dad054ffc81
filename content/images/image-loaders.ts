// Where a picture's files come from, one loader per place pictures live: the site's own image service (CMS media,
// by default), a CDN's image resizing in front of the site (Cloudflare or Fastly, IMAGE_RESIZING), and the Shopify
// CDN for shop images. Each turns a source and a file request into a URL; a loader that negotiates the format
// with the browser's Accept header (the CDNs) is offered one srcset, the site's service one per format.
import { croppedHeight, type ImageServiceRequest, imageServicePath, nearestCropAspect, type OutputFormat } from './image-service-path.ts';
import type { ImageWidth } from './image-widths.ts';
import type { MediaSource } from '../media-url.ts';

/** A picture as every loader sees it. */
export type ImageSource = {
  /** The file's URL (absolute, or a path on this site). */
  url: string;
  width: number | null;
  height: number | null;
  mime: string;
  /** Percent from the left and the top; absent means the centre. */
  focus?: { x: number; y: number };
  /** Changes when the file is replaced. */
  version?: string;
};

/** Pictures the loaders resize: raster photographs; drawings (SVG) and anything else are used as they are. */
export function isResizable(source: Pick<ImageSource, 'mime'>): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff'].includes(source.mime);
}

export type FileRequest = { width: ImageWidth; aspect?: number; format: OutputFormat | null };

export type ImageLoader = {
  /** True when the loader's server picks AVIF/WebP from Accept itself: the page then offers no per-format sources. */
  negotiatesFormat: boolean;
  /** The URL of one file, or null when this loader cannot serve the source (the original is then used as it is). */
  fileUrl(source: ImageSource, request: FileRequest): string | null;
};

function focusOf(source: Pick<ImageSource, 'focus'>): { x: number; y: number } | undefined {
  if (!source.focus) return undefined;
  const x = Math.round(source.focus.x);
  const y = Math.round(source.focus.y);
  return x === 50 && y === 50 ? undefined : { x, y };
}

/** A file's path under the media base as the site's image URLs name it; null for a file elsewhere. */
export function siteSourcePath(mediaBase: string, url: string): string | null {
  const base = mediaBase.replace(/\/+$/, '');
  return url.startsWith(`${base}/`) ? url.slice(base.length + 1).split(/[?#]/)[0]! : null;
}

/**
 * What a site image URL says about the picture itself rather than the file asked: its version, and its focal
 * point when the file is cropped. The image service makes files only for these (server/images/content-pictures.ts).
 */
export function siteImageIdentity(source: Pick<ImageSource, 'focus' | 'version'>, cropped: boolean): Pick<ImageServiceRequest, 'version' | 'focus'> {
  const focus = cropped ? focusOf(source) : undefined;
  return { ...(focus ? { focus } : {}), ...(source.version ? { version: source.version } : {}) };
}

/** The site's image service for files under the media base; other files are not its to fetch. */
export function siteImageLoader(mediaBase: string): ImageLoader {
  return {
    negotiatesFormat: false,
    fileUrl(source, request) {
      const sourcePath = siteSourcePath(mediaBase, source.url);
      if (sourcePath === null || !request.format) return null;
      const aspect = request.aspect === undefined ? undefined : nearestCropAspect(request.aspect);
      return imageServicePath({ width: request.width, format: request.format, aspect, ...siteImageIdentity(source, aspect !== undefined), sourcePath });
    },
  };
}

/** A crop's height: at the listed aspect nearest the box's, so a CDN (or the demo shop) makes a bounded set of files. */
function heightFor(request: FileRequest): number | undefined {
  return request.aspect === undefined ? undefined : croppedHeight(request.width, nearestCropAspect(request.aspect));
}

/**
 * Cloudflare Images on the site's zone (https://developers.cloudflare.com/images/transform-images/transform-via-url/):
 * the source is a path on the zone or an absolute URL.
 */
export function cloudflareImageLoader(): ImageLoader {
  return {
    negotiatesFormat: true,
    fileUrl(source, request) {
      const options = [`width=${request.width}`, 'format=auto', 'metadata=none'];
      const height = heightFor(request);
      if (height !== undefined) {
        options.push(`height=${height}`, 'fit=cover');
        const focus = focusOf(source);
        if (focus) options.push(`gravity=${focus.x / 100}x${focus.y / 100}`);
      } else {
        options.push('fit=scale-down');
      }
      return `/cdn-cgi/image/${options.join(',')}/${source.url.replace(/^\//, '')}`;
    },
  };
}

/** Fastly Image Optimizer in front of the media (https://www.fastly.com/documentation/reference/io/). */
export function fastlyImageLoader(): ImageLoader {
  return {
    negotiatesFormat: true,
    fileUrl(source, request) {
      const [path = '', query] = source.url.split('?');
      const params = new URLSearchParams(query);
      params.set('width', String(request.width));
      params.set('format', 'auto');
      if (request.aspect !== undefined) {
        const [w, h] = nearestCropAspect(request.aspect);
        const focus = focusOf(source);
        params.set('crop', focus ? `${w}:${h},offset-x${focus.x},offset-y${focus.y}` : `${w}:${h}`);
      }
      return `${path}?${params.toString()}`;
    },
  };
}

/**
 * The Shopify CDN's own transforms (width, height, crop), as Hydrogen asks for them; the CDN serves WebP or AVIF
 * to browsers that accept them. The demo shop answers the same parameters.
 */
export function shopifyImageLoader(): ImageLoader {
  return {
    negotiatesFormat: true,
    fileUrl(source, request) {
      const url = new URL(source.url, 'http://relative.invalid');
      url.searchParams.set('width', String(request.width));
      const height = heightFor(request);
      if (height !== undefined) {
        url.searchParams.set('height', String(height));
        url.searchParams.set('crop', 'center');
      }
      return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href;
    },
  };
}

/** The loader of CMS pictures: the CDN's resizing when one is configured, the site's image service otherwise. */
export function cmsImageLoader(media: MediaSource): ImageLoader {
  if (media.resizing === 'cloudflare') return cloudflareImageLoader();
  if (media.resizing === 'fastly') return fastlyImageLoader();
  return siteImageLoader(media.base);
}
