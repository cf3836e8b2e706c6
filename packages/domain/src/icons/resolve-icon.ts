import { ICON_ALIASES } from './icon-aliases.ts';
import { type IconId, isIconId } from './icon-ids.ts';
import { normalizeIconName } from './normalize-icon-name.ts';
import { verbIconOf } from './icon-verb-rules.ts';

/** What a name shows: an image at an address, or one of the table's icons. */
export type ResolvedIcon = { kind: 'image'; src: string } | { kind: 'icon'; id: IconId };

/** The prefixes whose names fall back to their provider's icons when the table misses. */
const PROVIDER_PREFIXES = ['aws', 'azure', 'gcp', 'k8s'] as const;

const IMAGE_ADDRESS = /^https?:\/\/\S+$/i;

function lookUp(name: string): IconId | undefined {
  if (isIconId(name)) return name;
  return Object.hasOwn(ICON_ALIASES, name) ? ICON_ALIASES[name] : undefined;
}

/**
 * `aws-ec2-instance` -> `aws-ec2` -> `aws`: drop trailing words while the name keeps its
 * provider prefix, so services the table knows win over the provider's own icon.
 */
function providerFallback(name: string): IconId | undefined {
  const words = name.split('-');
  if (!(PROVIDER_PREFIXES as readonly string[]).includes(words[0]!)) return undefined;
  for (let length = words.length - 1; length >= 1; length--) {
    const found = lookUp(words.slice(0, length).join('-'));
    if (found) return found;
  }
  return undefined;
}

/**
 * The icon for a name (spec 000 §5): an http(s) address is an image; otherwise the normalised
 * name is looked up in the table, then the verb rules apply, then the aws-, azure-, gcp- and k8s-
 * prefixes fall back to their provider; anything else gets the default icon.
 */
export function resolveIcon(name: string | null | undefined): ResolvedIcon {
  const given = (name ?? '').trim();
  if (IMAGE_ADDRESS.test(given)) return { kind: 'image', src: given };
  const normalised = normalizeIconName(given);
  const id = lookUp(normalised) ?? verbIconOf(normalised) ?? providerFallback(normalised) ?? 'default';
  return { kind: 'icon', id };
}
