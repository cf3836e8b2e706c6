/**
 * A mention is kept in the comment's text as `@[Name](user:<person id>)`, the markup the
 * established client writes, so comments written by either read the same.
 */
export const MENTION_PATTERN = /@\[([^\]]+)\]\(user:([^)\s]+)\)/g;

export function mentionMarkup(person: { id: string; name: string }): string {
  return `@[${person.name.replace(/[[\]]/g, '')}](user:${person.id})`;
}

export type CommentPart = { text: string } | { mention: string; personId: string };

/** The comment as plain text and mentions, in order. */
export function commentParts(comment: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let from = 0;
  for (const match of comment.matchAll(MENTION_PATTERN)) {
    if (match.index > from) parts.push({ text: comment.slice(from, match.index) });
    parts.push({ mention: match[1]!, personId: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < comment.length) parts.push({ text: comment.slice(from) });
  return parts;
}

/** The word being typed after an `@` just before the caret, or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): { query: string; start: number } | null {
  const match = /(^|\s)@([^\s@[\]()]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { query: match[2]!, start: caret - match[2]!.length - 1 };
}
