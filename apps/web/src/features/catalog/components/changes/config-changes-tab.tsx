import { useSearchParams } from 'react-router';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { ConfigChangesView } from './config-changes-view.tsx';

/**
 * The Changes tab of a config: its own changes plus, by toggle, those of related configs below
 * (downstream, on by default) and above (upstream, off by default) it.
 */
export function ConfigChangesTab({ configId }: { configId: string }) {
  const [params, setParams] = useSearchParams();
  const downstream = params.get('downstream') !== 'false';
  const upstream = params.get('upstream') === 'true';

  const toggle = (name: 'upstream' | 'downstream', on: boolean, defaultOn: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on === defaultOn) next.delete(name);
      else next.set(name, String(on));
      next.delete('pageIndex');
      return next;
    });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-4 px-3 pt-2 text-sm">
        <Checkbox label="Upstream" checked={upstream} onChange={(on) => toggle('upstream', on, false)} />
        <Checkbox label="Downstream" checked={downstream} onChange={(on) => toggle('downstream', on, true)} />
      </div>
      <ConfigChangesView scope={{ configId, upstream, downstream }} />
    </div>
  );
}
