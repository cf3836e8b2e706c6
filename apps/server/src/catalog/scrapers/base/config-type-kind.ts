/** The kind part of a `Provider::Kind` config type; a type without a provider is its own kind. */
export function kindOfConfigType(type: string): string {
  const at = type.lastIndexOf('::');
  return at < 0 ? type : type.slice(at + 2);
}
