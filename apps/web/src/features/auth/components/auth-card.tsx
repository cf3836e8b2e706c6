import { ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { CARD_SURFACE } from '#src/ui/styles/kit-classes.ts';

const PRODUCT_NAME = 'Vigil';

export interface AuthCardProps {
  title: string;
  description?: string;
  /** Links to the other identity screens, under the card's content. */
  footer?: ReactNode;
  /** Wider card for screens with several sections (profile settings). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every identity screen: a centered card with the product's name and the screen's title. */
export function AuthCard({ title, description, footer, wide = false, children }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <div
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} ${CARD_SURFACE} p-8 shadow-sm`}
      >
        <div className="mb-6 flex items-center gap-2 text-gray-900">
          <ShieldCheck aria-hidden="true" className="size-7 text-blue-600" />
          <span className="text-xl font-semibold tracking-tight">{PRODUCT_NAME}</span>
        </div>
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-gray-100 pt-4 text-sm text-gray-600">{footer}</div>}
      </div>
    </main>
  );
}
