import type { UiNode } from '../api/identity-flow.types.ts';
import { nodeLabel, textNodeContent, textNodeSecrets } from '../utils/node-text.ts';
import { FlowMessages } from './flow-messages.tsx';

/** A server-supplied node that shows something rather than takes input: an image, a text or a link. */
export function FlowDisplayNode({ node }: { node: UiNode }) {
  const { attributes } = node;
  switch (node.type) {
    case 'img':
      return (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={attributes.src}
            alt={node.meta?.label?.text ?? ''}
            width={attributes.width}
            height={attributes.height}
            className="rounded border border-gray-200"
          />
          <FlowMessages messages={node.messages} variant="field" />
        </figure>
      );
    case 'text':
      return <FlowTextNode node={node} />;
    case 'a':
      return (
        <a href={attributes.href} className="block text-sm font-medium text-blue-700 hover:underline">
          {attributes.title?.text || nodeLabel(node) || attributes.href}
        </a>
      );
    default:
      // Scripts (and node types this app does not know) are never run or shown.
      return null;
  }
}

function FlowTextNode({ node }: { node: UiNode }) {
  const content = textNodeContent(node);
  const label = node.meta?.label?.text;
  const secrets = content ? textNodeSecrets(content) : [];
  return (
    <div className="text-sm text-gray-700">
      {label && <p>{label}</p>}
      {secrets.length > 0 ? (
        <ul className="mt-1 grid grid-cols-2 gap-1 font-mono">
          {secrets.map((secret) => (
            <li key={secret}>{secret}</li>
          ))}
        </ul>
      ) : (
        content && <code className="mt-1 block break-all rounded bg-gray-100 px-2 py-1 font-mono">{content.text}</code>
      )}
      <FlowMessages messages={node.messages} variant="field" />
    </div>
  );
}
