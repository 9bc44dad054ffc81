// What can go wrong talking to the shop, split by what the caller should do about it.

export type CartProblem = { field: string[] | null; message: string; code: string | null };

/** Base class: catch this to handle every shop failure at once. */
export class ShopError extends Error {
  override name = 'ShopError';
}

/** The shop could not be reached or could not answer (network, timeout, HTTP 5xx or 429): try again later. */
export class ShopUnavailableError extends ShopError {
  override name = 'ShopUnavailableError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The shop answered but refused the request itself (bad token, wrong endpoint, invalid query): fix the configuration or the operation. */
export class ShopRequestError extends ShopError {
  override name = 'ShopRequestError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The shop refused a cart change (unknown variant, sold out, quantity out of range, unknown cart or line). */
export class ShopUserError extends ShopError {
  override name = 'ShopUserError';
  constructor(
    readonly operation: string,
    readonly userErrors: CartProblem[],
  ) {
    super(`The shop refused the change while ${operation}: ${userErrors.map((problem) => problem.message).join(' ')}`);
  }

  /** The cart id is no longer known to the shop (expired or checked out): start a new cart. */
  get cartNotFound(): boolean {
    return this.userErrors.some((problem) => problem.field?.[0] === 'cartId');
  }
}
