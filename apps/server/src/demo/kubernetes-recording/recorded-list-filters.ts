import type { RecordedResource } from '../recorded-kubernetes-api.ts';

function labelsOf(resource: RecordedResource): Record<string, string> {
  const labels = resource.metadata.labels;
  return typeof labels === 'object' && labels !== null ? (labels as Record<string, string>) : {};
}

/** Equality selectors (`a=b`, `a==b`, `a!=b`) and existence (`a`, `!a`), joined by commas. */
export function matchesLabelSelector(resource: RecordedResource, selector: string): boolean {
  const labels = labelsOf(resource);
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const unequal = /^([^!=]+)!=(.*)$/.exec(part);
      if (unequal) return labels[unequal[1]!.trim()] !== unequal[2]!.trim();
      const equal = /^([^!=]+)==?(.*)$/.exec(part);
      if (equal) return labels[equal[1]!.trim()] === equal[2]!.trim();
      if (part.startsWith('!')) return labels[part.slice(1)] === undefined;
      return labels[part] !== undefined;
    });
}

/** `metadata.name` and `metadata.namespace`, with `=`, `==` or `!=`. */
export function matchesFieldSelector(resource: RecordedResource, selector: string): boolean {
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const found = /^([^!=]+)(!=|==|=)(.*)$/.exec(part);
      if (!found) return false;
      const field = found[1]!.trim();
      const value = field === 'metadata.name' ? resource.metadata.name : field === 'metadata.namespace' ? resource.metadata.namespace : undefined;
      return found[2] === '!=' ? value !== found[3] : value === found[3];
    });
}
