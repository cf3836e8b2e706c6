import { commentParts } from './mention-markup.ts';

/** A comment's text with its mentions shown as `@Name`. */
export function CommentText({ comment }: { comment: string }) {
  const parts = commentParts(comment);
  if (parts.every((part) => 'text' in part)) return <>{comment}</>;
  return (
    <>
      {parts.map((part, index) =>
        'text' in part ? (
          part.text
        ) : (
          <span key={index} data-person-id={part.personId} className="font-medium text-blue-700">
            @{part.mention}
          </span>
        ),
      )}
    </>
  );
}
