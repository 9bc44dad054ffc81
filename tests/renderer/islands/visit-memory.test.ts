// Find my size hydrates at once when the visit remembers measurements or the browser signed in (to ask for those
// saved on the customer); a visitor with neither waits for a touch, as before.
import { describe, expect, it } from 'vitest';
import { visitHolds } from '../../../renderer/islands/visit-memory.ts';

const documentWith = (cookie: string) => ({ cookie }) as Document;
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null }) as Storage;

describe('the finder follows the remembered mattress', () => {
  it('held when the visit measured, or when the browser signed in', () => {
    expect(visitHolds('remembered-mattress', documentWith(''), storageWith({ 'find-my-size': '152x203x28cm' }))).toBe(true);
    expect(visitHolds('remembered-mattress', documentWith('privacy_choices=1111; signed_in=1'), storageWith({}))).toBe(true);
    expect(visitHolds('remembered-mattress', documentWith('signed_in=1'), null)).toBe(true);
  });

  it('not held for a visitor with neither, whose storage may even be refused', () => {
    expect(visitHolds('remembered-mattress', documentWith('privacy_choices=1111; not_signed_in=1'), storageWith({}))).toBe(false);
    expect(visitHolds('remembered-mattress', documentWith(''), null)).toBe(false);
  });
});
