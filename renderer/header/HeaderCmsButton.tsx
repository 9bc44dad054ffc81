// The header's CMS button (spec §2 "Header"): a link to /{slug} that also starts the purchase flow afresh
// and closes the menu.
import { useStoreAccess } from '../../models/store-context.tsx';
import type { ChromeLink } from '../../content/site-chrome.ts';

export function HeaderCmsButton({ link }: { link: ChromeLink }) {
  const { load } = useStoreAccess();
  const onClick = async () => {
    const store = await load();
    store.buyFlow.reset();
    store.ui.toggleMenu(false);
  };
  if (link.external) {
    return (
      <a className="button button--ghost site-header__cta" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className="button button--ghost site-header__cta" href={link.href} onClick={() => void onClick()}>
      {link.label}
    </a>
  );
}
