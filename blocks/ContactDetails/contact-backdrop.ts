// Art direction of the contact backdrop: the CMS's wide (desktop) image from 768 px, its tall (mobile) image below,
// each cropped to its box; one image everywhere when the CMS gives only one. Shared by the component and the preload.
import type { CmsView } from '../shared/cms-picture-views.ts';
import { CONTACT_TALL_BOX, CONTACT_WIDE_BOX, CONTACT_WIDE_MEDIA } from '../shared/image-boxes.ts';
import type { BlockOf } from '../../content/cms-types.ts';

export function contactBackdropViews(block: BlockOf<'ContactDetails'>): CmsView[] {
  const wide = block.backgroundImageDesktop?.data ? block.backgroundImageDesktop : null;
  const tall = block.backgroundImageMobile?.data ? block.backgroundImageMobile : null;
  if (wide && tall)
    return [
      { image: wide, box: CONTACT_WIDE_BOX, media: CONTACT_WIDE_MEDIA },
      { image: tall, box: CONTACT_TALL_BOX },
    ];
  const only = wide ?? tall;
  return only ? [{ image: only, box: [{ from: 768, ...CONTACT_WIDE_BOX[0] }, ...CONTACT_TALL_BOX] }] : [];
}
