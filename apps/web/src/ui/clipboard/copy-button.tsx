import { Copy } from 'lucide-react';
import { copyToClipboard } from './copy-to-clipboard.ts';

export interface CopyButtonProps {
  text: string;
  /** The accessible name; default 'Copy'. */
  label?: string;
  className?: string;
}

export function CopyButton({ text, label = 'Copy', className = '' }: CopyButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => void copyToClipboard(text)}
      className={`inline-flex items-center rounded p-1.5 text-gray-600 hover:bg-gray-200 hover:text-gray-900 ${className}`}
    >
      <Copy aria-hidden className="size-4" />
    </button>
  );
}
