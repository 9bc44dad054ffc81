// The schema of a JSON request body that must be an object of fields (the site API's cart and form endpoints):
// an array or a bare value is refused with the endpoint's own message.
import * as v from 'valibot';

export const jsonObject = (message: string) =>
  v.pipe(
    v.unknown(),
    // Before the record: valibot's record takes an array for an object of its indexes.
    v.check((body) => !Array.isArray(body), message),
    v.record(v.string(), v.unknown(), message),
  );
