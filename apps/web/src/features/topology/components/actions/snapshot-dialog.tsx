import { COMMON_RELATIVE_RANGES } from '@vigil/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { RelativeRangeSelect } from '#src/ui/time-range-picker/relative-range-select.tsx';
import { snapshotUrl } from '#src/features/topology/api/snapshot-url.ts';

export interface SnapshotDialogProps {
  componentId: string;
  componentName: string;
  onClose: () => void;
}

/** Snapshot (spec 002 §2, §7): the time range (first option by default) and whether to take related components, then a zip. */
export function SnapshotDialog({ componentId, componentName, onClose }: SnapshotDialogProps) {
  const [start, setStart] = useState(COMMON_RELATIVE_RANGES[0]!.range);
  const [related, setRelated] = useState(false);
  return (
    <Modal
      open
      onClose={onClose}
      title={`Snapshot of ${componentName}`}
      size="very-small"
      expandable={false}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <a href={snapshotUrl(componentId, { start, related })} download
            className={PRIMARY_BUTTON}
            // Closed after the click, so the browser follows the link while it is still on the page.
            onClick={() => window.setTimeout(onClose)}
          >
            <Download aria-hidden className="size-4" />
            Download
          </a>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <RelativeRangeSelect value={start} onChange={(range) => setStart(range.range)} />
        <Checkbox label="Related components" checked={related} onChange={setRelated} />
      </div>
    </Modal>
  );
}
