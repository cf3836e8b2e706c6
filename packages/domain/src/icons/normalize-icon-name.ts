/** Words that all mean Kubernetes; each becomes `k8s` so the table needs one spelling. */
const KUBERNETES_WORDS = new Set(['k8', 'k8s', 'kubernetes']);

/**
 * The form names are looked up in (spec 000 §5): trimmed, lowercased, double colons and runs of
 * dashes become one dash, and a `k8` or `kubernetes` word becomes `k8s`.
 * `Kubernetes::Pod` -> `k8s-pod`, `AWS::EC2::Instance` -> `aws-ec2-instance`.
 */
export function normalizeIconName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replaceAll('::', '-')
    .replace(/-{2,}/g, '-')
    .split('-')
    .map((word) => (KUBERNETES_WORDS.has(word) ? 'k8s' : word))
    .join('-');
}
