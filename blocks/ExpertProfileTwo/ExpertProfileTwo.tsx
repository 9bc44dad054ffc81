// Expert profile 2: one maker's story on the left and portrait on the right, with an optional pull quote.
import './ExpertProfileTwo.css';
import type { BlockProps } from '../block-descriptor.ts';
import { ExpertProfile } from '../shared/ExpertProfile.tsx';

export function ExpertProfileTwo({ block }: BlockProps<'ExpertProfileTwo'>) {
  return <ExpertProfile profile={block} quote={block.quote} className="expert-profile-two" headingId={`expert-profile-two-${block.id}`} />;
}
