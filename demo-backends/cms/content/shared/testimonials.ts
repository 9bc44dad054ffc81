// Customer reviews, shared by the home strip and the testimonials grid. One is hidden (isActive false):
// the customer asked for it to come down, and the site must not show it.
import type { MediaKey } from '../../media/catalogue.ts';
import { media, withIds } from '../helpers.ts';
import type { Testimonial } from '../types.ts';

type Review = { name: string; date: string; rating: number; review: string; icon: MediaKey; isActive?: boolean };

const REVIEWS: readonly Review[] = [
  { name: 'Harriet M., Fitzroy VIC', date: '2026-10-18', rating: 5, icon: 'avatarLeaf', review: 'Our mattress is 38 cm deep with a topper and nothing ever stayed on. This fitted sheet sits flat all night. Worth every cent.' },
  { name: 'Sam O., Newtown NSW', date: '2026-10-03', rating: 5, icon: 'avatarWave', review: 'The premium sateen is cool and soft with a lovely soft sheen. Arrived in two days in a box I have kept for the linen press.' },
  { name: 'Priscilla T., New Farm QLD', date: '2026-09-21', rating: 5, icon: 'avatarMoon', review: 'Hotel corners on the top sheet are genius. Bed making takes a minute and looks properly made.' },
  { name: 'Declan R., Fremantle WA', date: '2026-09-09', rating: 4, icon: 'avatarLeaf', review: 'Beautiful sheets in Mist. I measured wrong the first time and the exchange was painless; the new set fits perfectly.' },
  { name: 'Aroha K., Hobart TAS', date: '2026-08-30', rating: 5, icon: 'avatarWave', review: 'I bought the classic 400 for the spare room and the premium 600 for us. Both wash beautifully and get softer every time.' },
  { name: 'Lena W., Norwood SA', date: '2026-08-12', rating: 5, icon: 'avatarMoon', review: 'Finally a sheet set that is made for Australian beds. The sand colour is warm without being beige.' },
  { name: 'Marcus B., Braddon ACT', date: '2026-07-28', rating: 5, icon: 'avatarLeaf', review: 'Tracked shipping to Canberra was free and fast. The fitted sheet does not pop off the corners like every other set we own.' },
  { name: 'Jess P., Byron Bay NSW', date: '2026-07-15', rating: 5, icon: 'avatarWave', isActive: false, review: 'Lovely sheets. (Hidden at the customer\u2019s request.)' },
  { name: 'Tom H., Darwin NT', date: '2026-07-02', rating: 5, icon: 'avatarMoon', review: 'Sateen that breathes in the Top End humidity. Cool to the touch and no pilling after months of washing.' },
];

/** Fresh objects with their own ids on each call (each block has its own component rows in Strapi). */
export function testimonials(limit = REVIEWS.length): Testimonial[] {
  return withIds(
    REVIEWS.slice(0, limit).map(({ icon, isActive = true, ...review }) => ({ ...review, isActive, icon: media(icon) })),
  );
}
