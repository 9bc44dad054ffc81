// Expert profile 1: one maker's portrait on the left, with tagline, name, role and markdown story.
import './ExpertProfileOne.css';
import type { BlockProps } from '../block-descriptor.ts';
import { ExpertProfile } from '../shared/ExpertProfile.tsx';

export function ExpertProfileOne({ block }: BlockProps<'ExpertProfileOne'>) {
  return <ExpertProfile profile={block} className="expert-profile-one" headingId={`expert-profile-one-${block.id}`} />;
}
