/** Spec 002 §2: the card sizes, as widths in px. */
export const CARD_SIZES = { small: 198, medium: 258, large: 356, extra_large: 554 } as const;

export type CardSize = keyof typeof CARD_SIZES;

/** The width of a size named in an address; medium for a name the spec does not list. */
export function cardSizeWidth(size: string | undefined): number {
  return size && size in CARD_SIZES ? CARD_SIZES[size as CardSize] : CARD_SIZES.medium;
}
