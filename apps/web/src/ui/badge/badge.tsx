import type { ReactNode } from 'react';

/** Colours from docs/UI.md: state colours only for state; neutral and info for the rest. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'critical';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-700',
  info: 'bg-blue-50 text-blue-800',
  success: 'bg-green-50 text-green-800',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-50 text-red-700',
  critical: 'bg-red-100 font-medium text-red-800',
};

export interface BadgeProps {
  children: ReactNode;
  /** Default 'neutral'. */
  tone?: BadgeTone;
  /** 'count' is a round pill for numbers; 'tag' (the default) a small label. */
  shape?: 'tag' | 'count';
  /** Says what the badge stands for, read instead of its text (e.g. "12 checks"). */
  label?: string;
  title?: string;
  className?: string;
  /** Data attributes pass through (e.g. a state tests and styles read). */
  [data: `data-${string}`]: string | boolean | undefined;
}

/**
 * A small label or count: 12 px text, one height, one set of colours.
 *
 *   <Badge tone="warning">3h ago</Badge>   <Badge shape="count" label="4 checks">4</Badge>
 */
export function Badge({ children, tone = 'neutral', shape = 'tag', label, title, className = '', ...data }: BadgeProps) {
  const form = shape === 'count' ? 'min-w-5 justify-center rounded-full px-1.5 tabular-nums' : 'rounded px-1.5';
  return (
    <span
      {...data}
      aria-label={label}
      title={title}
      className={`inline-flex h-5 shrink-0 items-center text-xs leading-5 font-normal whitespace-nowrap ${form} ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
