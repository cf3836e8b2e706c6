/** Spec 002 §2: the insight panel shows at most 500 characters of a message. */
export const INSIGHT_MESSAGE_LIMIT = 500;

/** The message cut to the limit, with an ellipsis when something was cut. */
export function shortenMessage(message: string | null | undefined, limit = INSIGHT_MESSAGE_LIMIT): string {
  const text = message ?? '';
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
