// The real camera photographs the image tests use (scripts/support/real-photos.ts), picked by size.
import { type RealPhoto, realPhotos } from '../../../../scripts/support/real-photos.ts';

/** The first photograph at least `width` px wide (largest first), and smaller ones by asking for less. */
export async function photoAtLeast(width: number, { atMost = Infinity } = {}): Promise<RealPhoto> {
  const photos = await realPhotos();
  const photo = [...photos].reverse().find((candidate) => candidate.width >= width && candidate.width <= atMost);
  if (!photo) throw new Error(`No real photograph between ${width} and ${atMost} px wide among ${photos.length}`);
  return photo;
}
