import type { ReactNode } from 'react';
import { DocumentTitle } from '#src/ui/page/document-title.tsx';
import { PRODUCT_NAME } from '#src/ui/page/page-title.ts';
import { CARD_SURFACE } from '#src/ui/styles/kit-classes.ts';

/** Pages shown outside the app frame: the product's name above a card. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gray-50 px-4">
      <DocumentTitle page={title} />
      <p className="text-2xl font-semibold tracking-tight text-gray-900">{PRODUCT_NAME}</p>
      <section className={`w-full max-w-md ${CARD_SURFACE} p-6 text-center shadow-sm`}>{children}</section>
    </main>
  );
}
