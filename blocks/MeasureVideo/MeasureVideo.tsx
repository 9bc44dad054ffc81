// Measure video (spec §2 "Measure specs"): the bed-making video with the CMS's timed info panels (The
// Footer 3–6 s, The Header 11–14 s, The Tuck 18–21 s) shown over it as it plays or is scrubbed, captions,
// and the same steps as a readable list below (a transcript of the panels). Never autoplays.
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { CmsSchemas, Media } from '../../content/cms-types.ts';
import './MeasureVideo.css';
import type { BlockProps } from '../block-descriptor.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';
import { cmsImageSource } from '../../content/images/cms-image-source.ts';
import { cmsImageLoader, isResizable } from '../../content/images/image-loaders.ts';

type VideoPanel = CmsSchemas['VideoPanel'];

/** The panel showing at `second` (a panel is on from its start up to, not including, its end). */
export function panelAt(panels: readonly VideoPanel[], second: number): VideoPanel | null {
  return panels.find((panel) => second >= panel.startSecond && second < panel.endSecond) ?? null;
}

/**
 * A poster has no srcset: one WebP at the stage's widest (60rem, 16:9) at about 1.3×, through the image rule, instead
 * of the camera original (1.6 MB, which held up the page's opening image on phones). A drawing is used as it is.
 */
const POSTER_WIDTH = 1242;
function posterUrl(mediaSource: MediaSource, poster: Media): string {
  const source = cmsImageSource(mediaSource, poster);
  const file = isResizable(source) ? cmsImageLoader(mediaSource).fileUrl(source, { width: POSTER_WIDTH, aspect: 16 / 9, format: 'webp' }) : null;
  return file ?? source.url;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export function MeasureVideo({ block }: BlockProps<'MeasureVideo'>) {
  const { site } = usePageContext();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const headingId = `measure-video-${block.id}-heading`;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setActiveId(panelAt(block.panels, video.currentTime)?.id ?? null);
    const events = ['timeupdate', 'seeked', 'loadedmetadata'] as const;
    events.forEach((name) => video.addEventListener(name, update));
    update();
    return () => events.forEach((name) => video.removeEventListener(name, update));
  }, [block.panels]);

  /** A step in the list seeks the video to its panel. */
  const seekTo = (panel: VideoPanel) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = panel.startSecond;
    video.focus();
  };

  const video = block.video?.data?.attributes;
  const captions = block.captions?.data?.attributes;
  const poster = block.poster?.data?.attributes;
  const panels = [...block.panels].sort((a, b) => a.startSecond - b.startSecond);

  return (
    <section className="measure-video" aria-labelledby={headingId}>
      <div className="measure-video__inner container">
        <header className="measure-video__header">
          <h2 id={headingId}>{block.heading}</h2>
          {block.subHeading && <p className="measure-video__sub">{block.subHeading}</p>}
        </header>
        {video && (
          <div className="measure-video__stage">
            <video
              ref={videoRef}
              className="measure-video__video"
              src={mediaUrl(site.mediaSource, video)}
              poster={poster ? posterUrl(site.mediaSource, poster) : undefined}
              width={video.width ?? undefined}
              height={video.height ?? undefined}
              controls
              muted
              playsInline
              preload="metadata"
              aria-label={video.alternativeText ?? block.heading}
              aria-describedby={`${headingId}-steps`}
            >
              {captions && <track kind="captions" src={mediaUrl(site.mediaSource, captions)} srcLang="en" label="English" />}
            </video>
            <div className="measure-video__overlay" aria-live="polite">
              {panels.map((panel, index) => (
                <div key={panel.id} className="measure-video__panel" data-panel={panel.heading} hidden={panel.id !== activeId}>
                  <p className="measure-video__panel-step">Step {index + 1}</p>
                  <p className="measure-video__panel-heading">{panel.heading}</p>
                  <p className="measure-video__panel-text">{panel.text}</p>
                </div>
              ))}
            </div>
          </div>
        )}
        <ol className="measure-video__steps" id={`${headingId}-steps`} aria-label="The steps in the video">
          {panels.map((panel, index) => (
            <li key={panel.id} className="measure-video__step" aria-current={panel.id === activeId ? 'step' : undefined}>
              <button type="button" className="measure-video__step-time" onClick={() => seekTo(panel)}>
                <span className="visually-hidden">Play from </span>
                {clock(panel.startSecond)}–{clock(panel.endSecond)}
              </button>
              <h3 className="measure-video__step-heading">
                <span className="measure-video__step-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {panel.heading}
              </h3>
              <p className="measure-video__step-text">{panel.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
