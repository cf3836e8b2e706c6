/** A name pattern of a spec (`kube-*`, `Pulled?`) as a whole-name, case-blind expression. */
export function kubernetesNamePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`, 'i');
}
