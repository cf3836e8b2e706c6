import { ShieldX } from 'lucide-react';

export const UNAUTHORIZED_TITLE = 'Unauthorized';
export const UNAUTHORIZED_MESSAGE = 'You do not have permission to access this page';

export function UnauthorizedView() {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-4 py-16 text-center">
      <ShieldX aria-hidden className="size-10 text-gray-400" />
      <h2 className="text-lg font-semibold text-gray-800">{UNAUTHORIZED_TITLE}</h2>
      <p className="text-sm text-gray-500">{UNAUTHORIZED_MESSAGE}</p>
    </div>
  );
}
