import { Activity } from 'lucide-react';

/** The check's own image when its icon is an address, otherwise the generic check icon. */
export function CheckIcon({ icon }: { icon: string | null }) {
  if (icon && /^https?:\/\//.test(icon)) return <img src={icon} alt="" className="size-4 shrink-0" />;
  return <Activity aria-hidden className="size-4 shrink-0 text-gray-500" />;
}
