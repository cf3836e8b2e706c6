import { Icon } from '#src/ui/icon/icon.tsx';

/** The check's icon: its own icon name or image address when it has one, otherwise its type's. */
export function CheckIcon({ icon, type }: { icon: string | null; type: string }) {
  return <Icon name={icon || type} className="text-gray-500" />;
}
