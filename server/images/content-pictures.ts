// The pictures the content names, as the image service's allowlist: a source path is read only when a picture of
// the current snapshot is there, and only at that picture's version and focal point (the widths, shapes and
// formats are fixed lists already). So an image URL the site did not produce costs no transform: an invented
// version or focal point is sent to the picture's own URL, an unknown path is not found, and neither fetches
// or decodes anything. Signed URLs (imgproxy, Thumbor) would need the secret in the browser, which renders
// the same pictures when it hydrates; the snapshot is already on every instance.
import type { RawContent } from '../../content/content-snapshot.ts';
import { cmsImageSource } from '../../content/images/cms-image-source.ts';
import { type ImageSource, siteImageIdentity, siteSourcePath } from '../../content/images/image-loaders.ts';
import type { ImageServiceRequest } from '../../content/images/image-service-path.ts';
import type { MediaSource } from '../../content/media-url.ts';
import { eachMedia } from './content-media.ts';

type Picture = Pick<ImageSource, 'focus' | 'version'>;

export class ContentPictures {
  /** Per resource body as the CMS sent it: a rebuild walks only the resources that changed. */
  readonly #perBody = new WeakMap<object, Map<string, Picture>>();
  #bySource = new Map<string, Picture>();

  constructor(readonly mediaSource: MediaSource) {}

  /** Takes the pictures of a snapshot's resources (all of them: what they no longer name is forgotten). */
  learn(raw: Partial<RawContent>): void {
    const pictures = new Map<string, Picture>();
    for (const body of Object.values(raw)) {
      if (!body || typeof body !== 'object') continue;
      let named = this.#perBody.get(body);
      if (!named) {
        named = this.#picturesIn(body);
        this.#perBody.set(body, named);
      }
      for (const [path, picture] of named) pictures.set(path, picture);
    }
    this.#bySource = pictures;
  }

  #picturesIn(body: object): Map<string, Picture> {
    const named = new Map<string, Picture>();
    eachMedia(body, (media) => {
      if (!media.mime.startsWith('image/')) return;
      const { url, version, focus } = cmsImageSource(this.mediaSource, media);
      const path = siteSourcePath(this.mediaSource.base, url);
      if (path !== null) named.set(path, { ...(version ? { version } : {}), ...(focus ? { focus } : {}) });
    });
    return named;
  }

  /**
   * The request as the content names it: the same file of the picture at that path, with the picture's own version
   * and focal point (equal to the one asked when it was the site's); null when no picture of the content is there.
   */
  canonicalOf(request: ImageServiceRequest): ImageServiceRequest | null {
    const picture = this.#bySource.get(request.sourcePath);
    if (!picture) return null;
    const { version: _version, focus: _focus, ...file } = request;
    return { ...file, ...siteImageIdentity(picture, request.aspect !== undefined) };
  }
}
