const HEALTH_COLOURS: Record<string, string> = {
  healthy: 'bg-green-500',
  unhealthy: 'bg-red-500',
  warning: 'bg-orange-400',
};

/** A config's health as a coloured dot and its name. */
export function HealthLabel({ health }: { health: string | null | undefined }) {
  if (!health) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className={`size-2 rounded-full ${HEALTH_COLOURS[health] ?? 'bg-gray-400'}`} />
      {health}
    </span>
  );
}
