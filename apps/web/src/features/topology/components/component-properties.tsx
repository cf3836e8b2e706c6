import type { ComponentProperty } from '@vigil/domain';
import { useState } from 'react';
import { Icon } from '#src/ui/icon/icon.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { HEADLINE_LIMIT, isPercentAlert, metricText, percentOf, PROPERTY_LIMIT, propertyText, splitProperties } from '../utils/property-display.ts';

function PropertyValue({ property, metric = false }: { property: ComponentProperty; metric?: boolean }) {
  const alert = isPercentAlert(property);
  const colour = alert ? 'text-red-600' : property.color ? '' : 'text-gray-900';
  return (
    <span
      data-alert={alert || undefined}
      className={`truncate font-medium tabular-nums ${colour}`}
      style={!alert && property.color ? { color: property.color } : undefined}
      title={propertyText(property)}
    >
      {metric ? metricText(property) : propertyText(property)}
    </span>
  );
}

/** How full a metric with a max is, as a thin bar (red above 70%). */
function MetricBar({ property }: { property: ComponentProperty }) {
  const percent = typeof property.max === 'number' ? percentOf(property) : null;
  if (percent === null) return null;
  return (
    <span aria-hidden className="mt-1 block h-1 w-full overflow-hidden rounded-full bg-gray-200">
      <span className={`block h-full rounded-full ${isPercentAlert(property) ? 'bg-red-500' : 'bg-blue-500'}`} style={{ width: `${Math.min(100, percent)}%` }} />
    </span>
  );
}

function MoreToggle({ hidden, what, open, onToggle }: { hidden: number; what: string; open: boolean; onToggle: () => void }) {
  return (
    <button type="button" onClick={onToggle} className={`self-start text-xs text-blue-700 hover:underline ${FOCUS_RING}`}>
      {open ? `Show fewer ${what}` : `Show ${hidden} more ${what}`}
    </button>
  );
}

/**
 * The card's properties: headline ones as metrics (six, then the rest behind 'Show N more metrics'),
 * the others as a name/value list (five, then the same); percentages above 70% in red.
 */
export function ComponentProperties({ properties }: { properties: readonly ComponentProperty[] | null }) {
  const { headline, other } = splitProperties(properties);
  const [allHeadlines, setAllHeadlines] = useState(false);
  const [allOthers, setAllOthers] = useState(false);
  if (headline.length === 0 && other.length === 0) return null;
  const headlines = allHeadlines ? headline : headline.slice(0, HEADLINE_LIMIT);
  const others = allOthers ? other : other.slice(0, PROPERTY_LIMIT);
  return (
    <div className="flex flex-col gap-2">
      {headline.length > 0 && (
        <>
          <dl aria-label="Metrics" className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
            {headlines.map((property) => (
              <div key={property.name} className="flex min-w-0 flex-col rounded bg-gray-50 px-2 py-1">
                <dt className="flex min-w-0 items-center gap-1 truncate text-xs text-gray-500">
                  {property.icon && <Icon name={property.icon} size={12} />}
                  {property.name}
                </dt>
                <dd className="flex min-w-0 flex-col text-sm">
                  <PropertyValue property={property} metric />
                  <MetricBar property={property} />
                </dd>
              </div>
            ))}
          </dl>
          {headline.length > HEADLINE_LIMIT && <MoreToggle what="metrics" hidden={headline.length - HEADLINE_LIMIT} open={allHeadlines} onToggle={() => setAllHeadlines(!allHeadlines)} />}
        </>
      )}
      {other.length > 0 && (
        <>
          <dl aria-label="Properties" className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
            {others.map((property) => (
              <div key={property.name} className="contents">
                <dt className="truncate text-gray-500">{property.name}</dt>
                <dd className="flex min-w-0">
                  <PropertyValue property={property} />
                </dd>
              </div>
            ))}
          </dl>
          {other.length > PROPERTY_LIMIT && <MoreToggle what="properties" hidden={other.length - PROPERTY_LIMIT} open={allOthers} onToggle={() => setAllOthers(!allOthers)} />}
        </>
      )}
    </div>
  );
}
