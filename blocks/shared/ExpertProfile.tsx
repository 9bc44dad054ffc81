// The layout both maker-profile blocks share: a tall portrait beside the maker's name, role and story,
// with an optional pull quote. Each block picks its side and modifier class.
import './ExpertProfile.css';
import type { BlockOf } from '../../content/cms-types.ts';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import { CmsImage } from './CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from './image-boxes.ts';
import { surface } from './surface.ts';
import { Tagline } from './Tagline.tsx';

type Profile = Pick<BlockOf<'ExpertProfileOne'>, 'id' | 'tagline' | 'name' | 'role' | 'text' | 'image' | 'backgroundColour'>;
type Props = { profile: Profile; quote?: string | null; className: string; headingId: string };

export function ExpertProfile({ profile, quote, className, headingId }: Props) {
  const tone = surface(profile.backgroundColour);
  return (
    <section className={`expert-profile ${className} ${tone.className}`.trim()} style={tone.style} aria-labelledby={headingId}>
      <div className="expert-profile__inner container">
        {profile.image?.data && (
          <div className="expert-profile__media">
            <CmsImage image={profile.image} box={box({ from: 768, vw: 42, maxPx: 560, aspect: 4 / 5 }, containerRule(4 / 5))} />
          </div>
        )}
        <div className="expert-profile__copy">
          <Tagline tagline={profile.tagline} />
          <h2 id={headingId} className="expert-profile__name">
            {profile.name}
          </h2>
          <p className="expert-profile__role">{profile.role}</p>
          <MarkdownHtml className="expert-profile__text" html={profile.text} />
          {quote && (
            <blockquote className="expert-profile__quote">
              <p>{quote}</p>
            </blockquote>
          )}
        </div>
      </div>
    </section>
  );
}
