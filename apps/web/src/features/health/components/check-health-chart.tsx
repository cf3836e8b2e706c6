import { formatClockTime, formatTimestamp, type CheckGraphBucket } from '@vigil/domain';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

interface PlottedBucket {
  at: number;
  passed: number;
  failed: number;
}

const toPlotted = (buckets: CheckGraphBucket[]): PlottedBucket[] =>
  buckets.map((bucket) => ({ at: Date.parse(bucket.time), passed: bucket.passed, failed: bucket.failed }));

/** The runs of the range, summed over its buckets: the same totals as the Uptime card. */
export function countRuns(buckets: readonly CheckGraphBucket[]): { passed: number; failed: number } {
  return buckets.reduce((sum, bucket) => ({ passed: sum.passed + bucket.passed, failed: sum.failed + bucket.failed }), { passed: 0, failed: 0 });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Passed and failed runs per time bucket, stacked (UI.md "Charts"), with the range's totals in the caption. */
export function CheckHealthChart({ buckets }: { buckets: CheckGraphBucket[] }) {
  const { passed, failed } = countRuns(buckets);
  const runs = passed + failed;
  return (
    <figure aria-label="Health Overview" className="rounded border border-gray-200 bg-white p-2">
      <figcaption className="text-sm font-medium text-gray-700">
        Health Overview{' '}
        <span className="text-xs font-normal text-gray-500">
          {runs === 0 ? 'No runs in this range' : `${plural(runs, 'run')}: ${passed} passed, ${failed} failed`}
        </span>
      </figcaption>
      {runs > 0 && (
        <BarChart responsive data={toPlotted(buckets)} style={{ width: '100%', height: 192 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            padding={{ left: 12, right: 12 }}
            tickFormatter={(at: number) => formatClockTime(at)}
          />
          <YAxis allowDecimals={false} width={40} label={{ value: 'Runs', angle: -90, position: 'insideLeft' }} />
          <Tooltip labelFormatter={(at) => formatTimestamp(Number(at))} />
          <Legend verticalAlign="top" height={24} wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="passed" name="Passed runs" stackId="runs" fill="#16a34a" maxBarSize={24} isAnimationActive={false} />
          <Bar dataKey="failed" name="Failed runs" stackId="runs" fill="#dc2626" maxBarSize={24} isAnimationActive={false} />
        </BarChart>
      )}
      {runs > 0 && (
        <table className="sr-only" aria-label="Runs per bucket">
          <thead>
            <tr>
              <th scope="col">Bucket</th>
              <th scope="col">Passed runs</th>
              <th scope="col">Failed runs</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.time}>
                <td>{formatTimestamp(bucket.time)}</td>
                <td>{bucket.passed}</td>
                <td>{bucket.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
