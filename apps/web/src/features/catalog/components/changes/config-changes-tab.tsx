/** Placeholder until this tab of the config detail is built. */
export function ConfigChangesTab({ configId }: { configId: string }) {
  return <p className="p-4 text-sm text-gray-500" data-config-id={configId}>Not available yet</p>;
}
