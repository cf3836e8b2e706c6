/** A piece of output text: plain, or an http(s) address that may be a link. */
export type OutputPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence is not part of the address it follows.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits output into text and http(s) addresses. Only http and https become links (spec 002 §4):
 * `javascript:`, `data:`, `file:` and the rest stay text, and output is never read as HTML.
 */
export function splitOutputLinks(text: string): OutputPiece[] {
  const pieces: OutputPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (!isHttpAddress(address)) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

function isHttpAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
