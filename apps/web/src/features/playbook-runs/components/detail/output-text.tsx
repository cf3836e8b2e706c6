import { useMemo } from 'react';
import { splitOutputLinks } from '#src/features/playbook-runs/utils/output-links.ts';

/**
 * Output as plain text in a monospaced block; http(s) addresses are links that open in a new tab.
 * Nothing in it is read as HTML: React writes every piece as text.
 */
export function OutputText({ text }: { text: string }) {
  const pieces = useMemo(() => splitOutputLinks(text), [text]);
  return (
    <pre
      className="max-h-[32rem] overflow-auto rounded border border-gray-200 bg-gray-50 p-3 font-mono text-xs leading-5 whitespace-pre-wrap break-words text-gray-800"
    >
      {pieces.map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline">
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </pre>
  );
}
