export interface ContentRange {
  /** First row index of the page, undefined for an empty page (`*`). */
  from?: number;
  to?: number;
  /** Total rows matching, undefined when the server did not count (`/*`). */
  total?: number;
}

/** Reads a `Content-Range` header such as `0-24/3573`, `*\/0` or `0-24/*`. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  if (header == null) return undefined;
  const match = /^\s*(?:[a-z]+\s+)?(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, from, to, total] = match;
  return {
    from: from === undefined ? undefined : Number(from),
    to: to === undefined ? undefined : Number(to),
    total: total === undefined || total === '*' ? undefined : Number(total),
  };
}
