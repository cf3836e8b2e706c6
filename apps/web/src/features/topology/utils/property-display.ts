import type { ComponentProperty } from '@vigil/domain';

/** Spec 002 §2: a percentage above this is shown in red. */
export const PERCENT_ALERT_THRESHOLD = 70;
/** Spec 002 §2: property lists collapse beyond 6 (headline metrics) and 5 (the other properties) items. */
export const HEADLINE_LIMIT = 6;
export const PROPERTY_LIMIT = 5;

/** The property as a percentage: its value with unit '%', or its value against its max; null otherwise. */
export function percentOf(property: ComponentProperty): number | null {
  if (typeof property.value !== 'number') return null;
  if (property.unit === '%') return property.value;
  if (typeof property.max === 'number' && property.max > 0) return (property.value / property.max) * 100;
  return null;
}

export function isPercentAlert(property: ComponentProperty): boolean {
  const percent = percentOf(property);
  return percent !== null && percent > PERCENT_ALERT_THRESHOLD;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}

/** A headline metric's value: its text, or its number with unit; a max is drawn as a bar instead. */
export function metricText(property: ComponentProperty): string {
  return propertyText({ ...property, max: undefined });
}

/** The property's shown value: its text, or its number with unit (and of max when given). */
export function propertyText(property: ComponentProperty): string {
  if (typeof property.text === 'string' && property.text !== '') return property.text;
  if (typeof property.value !== 'number') return '';
  const unit = property.unit ?? '';
  const value = unit === '%' ? `${formatNumber(property.value)}%` : `${formatNumber(property.value)}${unit ? ` ${unit}` : ''}`;
  if (unit !== '%' && typeof property.max === 'number') return `${formatNumber(property.value)} / ${formatNumber(property.max)}${unit ? ` ${unit}` : ''}`;
  return value;
}

/** The properties worth showing (with a name and something to show), headline ones apart. */
export function splitProperties(properties: readonly ComponentProperty[] | null): { headline: ComponentProperty[]; other: ComponentProperty[] } {
  const shown = (properties ?? []).filter((property) => property.name && propertyText(property) !== '');
  return { headline: shown.filter((property) => property.headline), other: shown.filter((property) => !property.headline) };
}

/** Spec 002 §9: counts over 999 read as thousands with 'k+'. */
export function countLabel(count: number): string {
  return count > 999 ? `${Math.floor(count / 1000)}k+` : String(count);
}
