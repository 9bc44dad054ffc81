// A header item's CMS icon, with its mobile variant under 576 px. Decorative: the item's label names it.
import type { ChromeIcon } from '../../content/site-chrome.ts';

export function HeaderIcon({ icon, iconMobile }: { icon: ChromeIcon | null; iconMobile: ChromeIcon | null }) {
  const main = icon ?? iconMobile;
  if (!main) return null;
  return (
    <picture className="header-item__icon">
      {icon && iconMobile && <source media="(max-width: 575.98px)" srcSet={iconMobile} />}
      <img src={main} width={24} height={24} alt="" decoding="async" />
    </picture>
  );
}
