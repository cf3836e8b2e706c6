import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon: Icon, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-16 text-center">
      {Icon && <Icon aria-hidden className="size-10 text-gray-400" />}
      <h2 className="text-base font-semibold text-gray-800">{title}</h2>
      {description && <div className="max-w-md text-sm text-gray-500">{description}</div>}
      {action}
    </div>
  );
}
