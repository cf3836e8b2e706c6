import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { configContentLines } from '#src/features/catalog/utils/detail/config-content-lines.ts';
import {
  formatLineSelection,
  isLineSelected,
  nextLineSelection,
  parseLineSelection,
} from '#src/features/catalog/utils/detail/line-selection.ts';

/**
 * The config's content with line numbers. Clicking a line number selects it, shift-click stretches
 * the selection; the selection lives in `?selected=` so a reload or a shared link shows the same.
 */
export function ConfigContentView({ config }: { config: unknown }) {
  const lines = useMemo(() => configContentLines(config), [config]);
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = parseLineSelection(searchParams.get('selected'));
  const firstSelected = useRef<HTMLTableRowElement | null>(null);
  const selectionStart = selection?.start;

  useEffect(() => {
    firstSelected.current?.scrollIntoView?.({ block: 'center' });
  }, [selectionStart]);

  if (lines.length === 0) return <p className="p-4 text-sm text-gray-500">This config has no content</p>;

  const select = (line: number, event: MouseEvent) => {
    const next = nextLineSelection(selection, line, event.shiftKey);
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('selected', formatLineSelection(next));
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="overflow-auto bg-white font-mono text-xs">
      <table aria-label="Config content" className="w-full border-collapse">
        <tbody>
          {lines.map((text, index) => {
            const line = index + 1;
            const selected = isLineSelected(selection, line);
            return (
              <tr
                key={line}
                ref={line === selectionStart ? firstSelected : undefined}
                aria-selected={selected}
                className={selected ? 'bg-yellow-100' : undefined}
              >
                <td className="w-px border-r border-gray-200 pr-2 pl-3 text-right align-top text-gray-400 select-none">
                  <button
                    type="button"
                    aria-label={`Line ${line}`}
                    className="cursor-pointer hover:text-gray-900"
                    onClick={(event) => select(line, event)}
                  >
                    {line}
                  </button>
                </td>
                <td className="px-3 break-all whitespace-pre-wrap text-gray-900">{text}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
