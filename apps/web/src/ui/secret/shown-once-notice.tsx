import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The warning above a secret the server shows only once (an access token, an agent's token). */
export function ShownOnceNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
