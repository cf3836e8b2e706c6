/** The windows before the opening the list offers (hours); 24 h is the default, as on the server. */
export const PROPOSAL_WINDOWS = [
  { value: '6', label: '6 h' },
  { value: '24', label: '24 h' },
  { value: '72', label: '3 d' },
  { value: '168', label: '7 d' },
] as const;

export type ProposalWindow = (typeof PROPOSAL_WINDOWS)[number]['value'];
export const DEFAULT_PROPOSAL_WINDOW: ProposalWindow = '24';

/** How the window reads in a sentence: "24 h", "3 d". */
export function windowLabel(hours: ProposalWindow): string {
  return PROPOSAL_WINDOWS.find((option) => option.value === hours)?.label ?? `${hours} h`;
}

/** How far a proposal is from what the incident's evidence points at. */
export function distanceLabel(distance: number): string {
  if (distance === 0) return "on the incident's item";
  return distance === 1 ? '1 hop away' : `${distance} hops away`;
}
