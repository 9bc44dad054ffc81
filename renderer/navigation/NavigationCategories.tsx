// The menu's link categories. On small screens each category is an accordion (a button with aria-expanded
// heading its list); wider, all lists show under plain headings.
import { useId, useState } from 'react';
import type { SiteChrome } from '../../content/site-chrome.ts';
import { MENU_ACCORDION_QUERY } from './navigation-ids.ts';
import { useMediaQuery } from './use-media-query.ts';

type Category = SiteChrome['navigation']['categories'][number];

export function NavigationCategories({ categories }: { categories: Category[] }) {
  const accordions = useMediaQuery(MENU_ACCORDION_QUERY);
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className={`nav-categories${accordions ? ' nav-categories--accordions' : ''}`}>
      {categories.map((category, index) => {
        const listId = `${idPrefix}-${index}`;
        const open = !accordions || expanded.has(index);
        return (
          <div className="nav-category" key={category.label}>
            <h3 className="nav-category__heading">
              {accordions ? (
                <button type="button" className="nav-category__toggle" aria-expanded={open} aria-controls={listId} onClick={() => toggle(index)}>
                  {category.label}
                  <span className="nav-category__sign" aria-hidden="true" />
                </button>
              ) : (
                category.label
              )}
            </h3>
            <ul className="nav-category__links" id={listId} hidden={!open}>
              {category.links.map((link) => (
                <li key={link.href + link.label}>
                  <a className="nav-category__link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
