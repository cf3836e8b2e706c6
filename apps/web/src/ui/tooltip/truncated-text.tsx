import { type ReactNode, useRef, useState } from 'react';
import { Tooltip } from './tooltip.tsx';

export interface TruncatedTextProps {
  children: ReactNode;
  /** The full text for the tooltip; default the text shown. */
  text?: string;
  className?: string;
}

/**
 * Text kept to one line and cut off with an ellipsis where its box ends; when it is cut off, the
 * full text shows in a tooltip. The whole text stays in the page, so it is still read out and found.
 *
 *   <TruncatedText>{check.endpoint}</TruncatedText>
 */
export function TruncatedText({ children, text, className = '' }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shownText, setShownText] = useState('');
  const showIfCutOff = () => {
    const element = ref.current;
    if (element === null || element.scrollWidth <= element.clientWidth) return false;
    setShownText(text ?? element.textContent ?? '');
    return true;
  };
  return (
    <Tooltip content={shownText} shouldShow={showIfCutOff}>
      <span ref={ref} className={`block min-w-16 truncate ${className}`}>
        {children}
      </span>
    </Tooltip>
  );
}
