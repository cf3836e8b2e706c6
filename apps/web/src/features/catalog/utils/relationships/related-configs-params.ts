/** How far the related configs are walked (spec 002, section 9). */
export const RELATED_CONFIG_DEPTH = 10;

export interface RelationshipToggles {
  outgoing: boolean;
  incoming: boolean;
  soft: boolean;
}

export interface RelatedConfigsParams {
  typeFilter: 'outgoing' | 'incoming' | 'all';
  incomingRelation: 'hard' | 'both';
  outgoingRelation: 'hard' | 'both';
}

/** Outgoing alone is where the tab starts. */
export const DEFAULT_RELATIONSHIP_TOGGLES: RelationshipToggles = { outgoing: true, incoming: false, soft: false };

/** Applies one toggle click; with Incoming off, Outgoing is always on. */
export function toggleRelationship(toggles: RelationshipToggles, which: keyof RelationshipToggles): RelationshipToggles {
  const next = { ...toggles, [which]: !toggles[which] };
  if (!next.incoming) next.outgoing = true;
  return next;
}

/** The function's parameters for the toggles: Soft asks for both relation kinds, otherwise hard only. */
export function relatedConfigsParams(toggles: RelationshipToggles): RelatedConfigsParams {
  const relation = toggles.soft ? 'both' : 'hard';
  const typeFilter = toggles.outgoing && toggles.incoming ? 'all' : toggles.incoming ? 'incoming' : 'outgoing';
  return { typeFilter, incomingRelation: relation, outgoingRelation: relation };
}
