import type { CheckGraphBucket } from '@vigil/domain';
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLatency } from '../utils/check-formatters.ts';

interface PlottedRun {
  at: number;
  duration: number;
}

const toPlotted = (points: CheckGraphBucket[]): PlottedRun[] =>
  points.map((point) => ({ at: Date.parse(point.time), duration: point.duration ?? 0 }));

/** Each run's duration over time, passed runs green and failed runs red. */
export function CheckHealthChart({ points }: { points: CheckGraphBucket[] }) {
  const passed = points.filter((point) => point.status);
  const failed = points.filter((point) => !point.status);
  return (
    <figure aria-label="Health Overview" className="rounded border border-gray-200 bg-white p-2">
      <figcaption className="text-sm font-medium text-gray-700">
        Health Overview{' '}
        <span className="text-xs font-normal text-gray-500">
          {points.length === 0 ? 'No runs in this range' : `${points.length} ${points.length === 1 ? 'run' : 'runs'}: ${passed.length} passed, ${failed.length} failed`}
        </span>
      </figcaption>
      {points.length > 0 && (
        <ScatterChart responsive style={{ width: '100%', height: 192 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="at"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(at: number) => new Date(at).toLocaleTimeString()}
          />
          <YAxis dataKey="duration" type="number" tickFormatter={(ms: number) => formatLatency(ms)} width={60} />
          <Tooltip
            formatter={(value, name) => (name === 'duration' ? formatLatency(Number(value)) : new Date(Number(value)).toLocaleString())}
          />
          <Scatter name="Passed" data={toPlotted(passed)} fill="#16a34a" />
          <Scatter name="Failed" data={toPlotted(failed)} fill="#dc2626" />
        </ScatterChart>
      )}
    </figure>
  );
}
