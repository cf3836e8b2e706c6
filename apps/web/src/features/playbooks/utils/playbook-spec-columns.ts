/** The columns a playbook's spec also sets (spec 002 §2: category, description, icon live in the spec). */
export function specColumns(spec: Record<string, unknown>): { category: string | null; description: string | null; icon: string | null } {
  const text = (key: string) => {
    const value = spec[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  return { category: text('category'), description: text('description'), icon: text('icon') };
}
