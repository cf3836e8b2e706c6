import { useSearchParams } from 'react-router';

/** 'Expand All' is kept in the address as comments=true (spec 002 §2); without it each hypothesis shows its latest comment. */
export function useCommentsExpanded(): [boolean, (expanded: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const expanded = params.get('comments') === 'true';
  const setExpanded = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('comments', 'true');
        else updated.delete('comments');
        return updated;
      },
      { replace: true },
    );
  return [expanded, setExpanded];
}
