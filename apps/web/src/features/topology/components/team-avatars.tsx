/** Spec 002 §2: the card shows at most five team avatars. */
export const MAX_TEAM_AVATARS = 5;

function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  if (words.length > 1) return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
  // One word: two letters, so Payments and Platform still differ.
  return `${name.charAt(0).toUpperCase()}${name.charAt(1).toLowerCase()}`;
}

/** The owning teams as overlapping initials, the rest counted. */
export function TeamAvatars({ teams }: { teams: readonly string[] }) {
  if (teams.length === 0) return null;
  const shown = teams.slice(0, MAX_TEAM_AVATARS);
  const rest = teams.length - shown.length;
  return (
    <span className="flex items-center -space-x-1" aria-label="Teams">
      {shown.map((team) => (
        <span
          key={team}
          role="img"
          aria-label={team}
          title={team}
          className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-200 text-[10px] font-semibold text-slate-700"
        >
          {initialsOf(team)}
        </span>
      ))}
      {rest > 0 && (
        <span title={teams.slice(MAX_TEAM_AVATARS).join(', ')} className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-gray-100 text-[10px] font-medium text-gray-600">
          +{rest}
        </span>
      )}
    </span>
  );
}
