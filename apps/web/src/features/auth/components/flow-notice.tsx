/** What happened just before (a restarted flow, a failed submit), above the form. */
export function FlowNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {notice}
    </p>
  );
}
