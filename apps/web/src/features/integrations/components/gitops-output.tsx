import { CopyButton } from '#src/ui/clipboard/copy-button.tsx';

interface GitOpsOutputProps {
  title: string;
  hint: string;
  text: string;
}

/** One generated text (a Flux release, a Helm command) with a button that copies it. */
export function GitOpsOutput({ title, hint, text }: GitOpsOutputProps) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-900">{title}</h3>
        <CopyButton text={text} label={`Copy ${title}`} />
      </div>
      <p className="text-xs text-gray-500">{hint}</p>
      <pre className="rounded-md whitespace-pre-wrap [overflow-wrap:anywhere] border border-gray-200 bg-gray-50 p-3 font-mono text-xs leading-5 text-gray-800">
        <code>{text}</code>
      </pre>
    </section>
  );
}
