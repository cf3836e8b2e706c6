import { Tooltip as RadixTooltip } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';

/** Hover this long before a tooltip shows; keyboard focus shows it at once. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it explains: one element that takes a ref and pointer and focus handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Asked just before showing; false keeps the tooltip hidden (e.g. text that is not cut off). */
  shouldShow?: () => boolean;
}

/**
 * A short explanation on hover or keyboard focus (Radix Tooltip), in place of the browser's
 * `title`, which looks different everywhere and never shows on focus.
 *
 *   <Tooltip content="2025-03-01 10:00:00"><time>5m ago</time></Tooltip>
 */
export function Tooltip({ content, children, side = 'top', shouldShow }: TooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={(next) => setOpen(next && (shouldShow?.() ?? true))}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-w-sm rounded bg-gray-900 px-2 py-1 text-xs break-words whitespace-pre-wrap text-white shadow-md"
          >
            {content}
            <RadixTooltip.Arrow className="fill-gray-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
