import { useSearchParams } from 'react-router';
import { FlowErrorView } from './flow-error-view.tsx';

/** `/error/flow?id=`: an identity flow's error. */
export function FlowErrorRoute() {
  const [params] = useSearchParams();
  return <FlowErrorView id={params.get('id') ?? ''} />;
}
