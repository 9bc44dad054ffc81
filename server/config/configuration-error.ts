/** A start-up configuration problem; the message names what to set. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
