/** A filter value's state (spec 000 §2.9): 0 no filter, 1 include, -1 exclude. */
export type TriState = 0 | 1 | -1;

/** The values that carry a filter, by value; values in state 0 are left out. */
export type TriStateSelections = Readonly<Record<string, 1 | -1>>;

/** Choosing the state a value already has resets it to 0. */
export function nextTriState(current: TriState, chosen: TriState): TriState {
  return chosen !== 0 && current === chosen ? 0 : chosen;
}

export interface TriStateChoiceOptions {
  /**
   * The group a value belongs to (a tag's key). Within a group only one value keeps a state,
   * so choosing `env=prod` drops an earlier choice of `env=dev`.
   */
  groupOf?: (value: string) => string;
}

/** The selections with `value` set to `state` (0 removes it). */
export function withTriState(
  selections: TriStateSelections,
  value: string,
  state: TriState,
  options: TriStateChoiceOptions = {},
): TriStateSelections {
  const { groupOf } = options;
  const next: Record<string, 1 | -1> = {};
  for (const [other, otherState] of Object.entries(selections)) {
    if (other === value) continue;
    if (state !== 0 && groupOf && groupOf(other) === groupOf(value)) continue;
    next[other] = otherState;
  }
  if (state !== 0) next[value] = state;
  return next;
}

/** How many values carry a filter. */
export function countSelections(selections: TriStateSelections): number {
  return Object.keys(selections).length;
}
