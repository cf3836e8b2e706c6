/** A check expression that could not be compiled or evaluated; the message says why, for the user. */
export class ExpressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpressionError';
  }
}
