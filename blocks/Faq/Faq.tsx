// FAQ (spec §2 "FAQ"): section tabs under the CMS prompt scroll to their section; each section is an
// accordion of questions (<details>, so click, Enter and Space work without JavaScript). Answers are
// CMS markdown already rendered to safe HTML on the server.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import './Faq.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { fixedBox } from '../../content/images/image-box.ts';

const sectionId = (blockId: number, sectionId: number) => `faq-${blockId}-section-${sectionId}`;

export function Faq({ block }: BlockProps<'Faq'>) {
  const promptId = `faq-${block.id}-prompt`;
  const [current, setCurrent] = useState<number | null>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const pinTo = useCurrentSection(sectionsRef, setCurrent);

  /** Scrolls to the section (smoothly unless reduced motion is asked for) and moves focus to its heading. */
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string, section: number) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    pinTo(section);
    target.scrollIntoView({ block: 'start' });
    history.replaceState(history.state, '', `#${id}`);
    target.querySelector<HTMLElement>('.faq__section-heading')?.focus({ preventScroll: true });
  };

  return (
    <section className="faq">
      <div className="container">
        <header className="faq__header">
          <h2>{block.heading}</h2>
          {block.subHeading && <p className="faq__sub">{block.subHeading}</p>}
        </header>
        <nav className="faq__tabs" aria-labelledby={promptId}>
          <p className="faq__prompt" id={promptId}>
            {block.prompt}
          </p>
          <ul className="faq__tab-list">
            {block.sections.map((section) => {
              const id = sectionId(block.id, section.id);
              return (
                <li key={section.id}>
                  <a
                    className="faq__tab"
                    href={`#${id}`}
                    aria-current={current === section.id ? 'true' : undefined}
                    onClick={(event) => goTo(event, id, section.id)}
                  >
                    <CmsImage image={section.iconFilter} decorative box={fixedBox(32)} className="faq__tab-icon" />
                    <span>{section.heading}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="faq__sections" ref={sectionsRef}>
          {block.sections.map((section) => (
            <section
              key={section.id}
              id={sectionId(block.id, section.id)}
              data-section={section.id}
              className="faq__section"
              aria-labelledby={`${sectionId(block.id, section.id)}-heading`}
            >
              <h3 className="faq__section-heading" id={`${sectionId(block.id, section.id)}-heading`} tabIndex={-1}>
                <CmsImage image={section.iconSection} decorative box={fixedBox(40)} className="faq__section-icon" />
                {section.heading}
              </h3>
              <div className="faq__questions">
                {section.sectionBlocks.map((item) => (
                  <details key={item.id} className="faq__item">
                    <summary className="faq__question">
                      <span>{item.question}</span>
                      <span className="faq__marker" aria-hidden="true" />
                    </summary>
                    <MarkdownHtml html={item.answer} className="faq__answer" />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * Marks the tab of the section being read, so the tabs double as a "you are here": the first section (from the
 * top) of all those crossing the reading band, which is kept up to date as each enters or leaves it. A tab the
 * shopper chose stays marked while the page scrolls there (the last sections may never reach the band), until the
 * shopper scrolls on their own. Returns the function that marks a chosen section.
 */
function useCurrentSection(containerRef: React.RefObject<HTMLDivElement | null>, onChange: (id: number | null) => void): (id: number) => void {
  const pinned = useRef(false);
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        if (pinned.current) return;
        const sections = [...container.querySelectorAll<HTMLElement>('.faq__section')].filter((section) => inBand.has(section));
        if (sections[0]) onChange(Number(sections[0].dataset.section));
      },
      { rootMargin: '-20% 0px -60% 0px' },
    );
    container.querySelectorAll('.faq__section').forEach((section) => observer.observe(section));
    // The shopper scrolling by themselves hands the mark back to the reading band.
    const unpin = () => (pinned.current = false);
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, unpin, { passive: true });
    return () => {
      observer.disconnect();
      for (const name of events) window.removeEventListener(name, unpin);
    };
  }, [containerRef, onChange]);
  return (id: number) => {
    pinned.current = true;
    onChange(id);
  };
}
