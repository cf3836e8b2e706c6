import { lazy, Suspense } from 'react';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { RelationshipsGraphProps } from './relationships-graph.tsx';

const RelationshipsGraph = lazy(async () => ({ default: (await import('./relationships-graph.tsx')).RelationshipsGraph }));

/** The relationship graph, whose code (the graph library and its layout) is fetched when the graph view is first shown. */
export function LazyRelationshipsGraph(props: RelationshipsGraphProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading graph..." />}>
      <RelationshipsGraph {...props} />
    </Suspense>
  );
}
