/** A Python exception raised by metric or getter code (TypeError, KeyError, re.error, ...). */
export class PythonError extends Error {
  constructor(
    /** The exception's class name, as Python's `type(e).__name__`. */
    readonly kind: string,
    message: string,
  ) {
    super(`${kind}: ${message}`);
  }
}
