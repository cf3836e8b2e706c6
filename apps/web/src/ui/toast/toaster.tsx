import { CircleExclamationPoint, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { type ToastKind, toast } from './toast-store.ts';

const KIND_STYLE: Record<ToastKind, { className: string; icon: typeof Info }> = {
  success: { className: 'border-green-200', icon: CircleCheck },
  error: { className: 'border-red-200', icon: CircleExclamationPoint },
  info: { className: 'border-blue-200', icon: Info },
};

const ICON_COLOUR: Record<ToastKind, string> = {
  success: 'text-green-600',
  error: 'text-red-600',
  info: 'text-blue-600',
};

/** Shows the toasts of `toast` at the top right; mount once, near the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.snapshot, toast.snapshot);
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((item) => {
        const { className, icon: Icon } = KIND_STYLE[item.kind];
        return (
          <Toast.Root
            key={item.id}
            duration={item.duration}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(item.id);
            }}
            className={`flex w-80 items-start gap-2 rounded-md border bg-white p-3 text-sm text-gray-800 shadow-lg ${className}`}
          >
            <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${ICON_COLOUR[item.kind]}`} />
            <Toast.Description className="flex-1 break-words">{item.message}</Toast.Description>
            <Toast.Close aria-label="Dismiss" className="rounded p-0.5 text-gray-500 hover:bg-gray-100">
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* Top right, but below the page header, whose actions and user menu must stay clickable. */}
      <Toast.Viewport className="fixed top-18 right-4 z-[100] flex max-h-[calc(100vh-5.5rem)] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
