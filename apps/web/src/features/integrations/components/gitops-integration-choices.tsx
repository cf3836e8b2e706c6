import { useState } from 'react';
import { Icon } from '#src/ui/icon/icon.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { GITOPS_CHARTS } from '../utils/gitops-charts.ts';
import { GitOpsChartInstall } from './gitops-chart-install.tsx';

/** 'Add via GitOps': pick a chart, fill in its values, copy the text that installs it. */
export function GitOpsIntegrationChoices() {
  const [chosenId, setChosenId] = useState<string>();
  const chosen = GITOPS_CHARTS.find((chart) => chart.id === chosenId);

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label="Integration" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {GITOPS_CHARTS.map((chart) => {
          const selected = chart.id === chosenId;
          return (
            <button
              key={chart.id}
              type="button"
              role="radio"
              aria-checked={selected}
              title={chart.description}
              onClick={() => setChosenId(chart.id)}
              className={`flex items-center gap-2 rounded-md border px-3 py-2 text-left text-sm ${selected ? 'border-blue-600 bg-blue-50 font-medium text-blue-800' : 'border-gray-200 bg-white text-gray-800 hover:border-blue-400'} ${FOCUS_RING}`}
            >
              <Icon name={chart.icon} size={20} />
              {chart.title}
            </button>
          );
        })}
      </div>
      {chosen ? (
        <>
          <p className="text-sm text-gray-600">
            {chosen.description} Chart <span className="font-mono text-xs">{chosen.chart}</span>; nothing is saved here.
          </p>
          <GitOpsChartInstall key={chosen.id} chart={chosen} />
        </>
      ) : (
        <p className="text-sm text-gray-600">Choose what to install: the text for a Flux release and for the Helm CLI appears here, to copy into your repository or terminal.</p>
      )}
    </div>
  );
}
