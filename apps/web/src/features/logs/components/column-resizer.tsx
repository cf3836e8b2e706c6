import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { LOG_COLUMN_MAX_WIDTH, LOG_COLUMN_MIN_WIDTH } from '../utils/log-column-widths.ts';

/** How far one arrow key press moves a column edge. */
export const RESIZE_STEP = 16;

export interface ColumnResizerProps {
  /** The column's name, for "Resize {column} column". */
  column: string;
  width: number;
  onResize: (width: number) => void;
}

/** The right edge of a header cell: dragged with the pointer, or focused and moved with the arrow keys. */
export function ColumnResizer({ column, width, onResize }: ColumnResizerProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(drag.current.width + event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResize(width + (event.key === 'ArrowRight' ? RESIZE_STEP : -RESIZE_STEP));
    }
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${column} column`}
      aria-valuenow={width}
      aria-valuemin={LOG_COLUMN_MIN_WIDTH}
      aria-valuemax={LOG_COLUMN_MAX_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      className="absolute top-0 right-0 h-full w-2 cursor-col-resize touch-none border-r-2 border-transparent hover:border-blue-400 focus-visible:border-blue-600 focus-visible:outline-none"
    />
  );
}
