import { describe, expect, it } from 'vitest';
import { ImageServiceError } from '../../../server/images/image-errors.ts';
import { WorkLimiter } from '../../../server/images/work-limiter.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the work limiter', () => {
  it('runs at most its limit at once and the rest in order as turns free up', async () => {
    const limiter = new WorkLimiter(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        limiter.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          order.push(index);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(limiter.active).toBe(0);
  });

  it('tells callers beyond the waiting bound to come back later (503 with Retry-After)', async () => {
    const limiter = new WorkLimiter(1, 2, 7);
    const held = [limiter.run(tick), limiter.run(tick), limiter.run(tick)];
    const refused = await limiter.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageServiceError);
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    await Promise.all(held);
  });

  it('frees the turn of work that fails', async () => {
    const limiter = new WorkLimiter(1, 1);
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
