import { Slider } from 'radix-ui';
import { FIELD_LABEL, FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { CARD_WIDTH_MAX, CARD_WIDTH_MIN, CARD_WIDTH_STEP } from '../utils/card-preferences.ts';

/** The card width slider of spec 002 §2 (250 to 768 px in steps of 2). */
export function CardWidthSlider({ value, onChange }: { value: number; onChange: (width: number) => void }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className={FIELD_LABEL}>
        Card width
      </span>
      <Slider.Root
        className="relative flex h-5 w-32 touch-none items-center select-none"
        min={CARD_WIDTH_MIN}
        max={CARD_WIDTH_MAX}
        step={CARD_WIDTH_STEP}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      >
        <Slider.Track className="relative h-1 grow rounded-full bg-gray-200">
          <Slider.Range className="absolute h-full rounded-full bg-blue-600" />
        </Slider.Track>
        <Slider.Thumb aria-label="Card width" className={`block size-4 rounded-full border border-blue-600 bg-white shadow ${FOCUS_RING}`} />
      </Slider.Root>
      <span className="w-12 text-xs text-gray-500 tabular-nums">{value}px</span>
    </span>
  );
}
