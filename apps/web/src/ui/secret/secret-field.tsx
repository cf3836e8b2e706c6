import { CopyButton } from '../clipboard/copy-button.tsx';

export interface SecretFieldProps {
  /** The caption above the value. */
  caption: string;
  /** What the value is, for assistive technology and the copy button ("Access token"). */
  label: string;
  value: string;
}

/** A secret shown once: its caption, the value on one truncated line, and a copy button. */
export function SecretField({ caption, label, value }: SecretFieldProps) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-700">{caption}</span>
      <div className="flex items-center gap-2">
        <code aria-label={label} className="min-w-0 flex-1 truncate rounded-md bg-gray-100 px-3 py-2 font-mono text-xs">
          {value}
        </code>
        <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}
