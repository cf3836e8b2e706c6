import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';

/** 'Expand All / Collapse All' over every hypothesis's comments. */
export function ExpandCommentsToggle({ expanded, onChange }: { expanded: boolean; onChange: (expanded: boolean) => void }) {
  return (
    <div className="mb-3 flex justify-end">
      <button type="button" className={SECONDARY_BUTTON} aria-pressed={expanded} onClick={() => onChange(!expanded)}>
        {expanded ? 'Collapse All' : 'Expand All'}
      </button>
    </div>
  );
}
