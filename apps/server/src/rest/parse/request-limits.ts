/**
 * Bounds on what one request may ask, so that input no client needs answers 400 before it costs
 * the server a deep recursion or a huge plan (docs/data-api.md lists them).
 */
export const REQUEST_LIMITS = {
  /** Items of `select` (columns, stars and embeds), counted over every level. */
  selectItems: 1000,
  /** Levels of embeds inside one another in `select`. */
  embedDepth: 16,
  /** Levels of and/or groups inside one another in a logic tree (`or=(and(...))`). */
  logicDepth: 32,
  /** Steps of one JSON path (`col->a->>b`). */
  jsonPathSteps: 100,
  /** Levels of arrays and objects inside one another in a JSON body. */
  jsonDepth: 100,
} as const;
