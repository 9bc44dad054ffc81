// A dependency's answer, or a rejection once `ms` have passed: callers that must answer a shopper or a scrape
// in time stop waiting (the work itself goes on and its late result is dropped).
export function answerWithin<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
