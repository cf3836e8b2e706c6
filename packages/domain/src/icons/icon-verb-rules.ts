import type { IconId } from './icon-ids.ts';

/** Verbs, imperative or past, as the first or last dash-separated word of a name. */
const VERB_WORDS: Readonly<Record<string, IconId>> = {
  create: 'verb-create',
  created: 'verb-create',
  add: 'verb-create',
  added: 'verb-create',
  update: 'verb-update',
  updated: 'verb-update',
  patch: 'verb-update',
  patched: 'verb-update',
  modify: 'verb-update',
  modified: 'verb-update',
  delete: 'verb-delete',
  deleted: 'verb-delete',
  remove: 'verb-delete',
  removed: 'verb-delete',
  destroy: 'verb-delete',
  destroyed: 'verb-delete',
  diff: 'verb-diff',
  fail: 'verb-fail',
  failed: 'verb-fail',
  failure: 'verb-fail',
  error: 'verb-fail',
  succeed: 'verb-succeed',
  succeeded: 'verb-succeed',
  success: 'verb-succeed',
  restart: 'verb-restart',
  restarted: 'verb-restart',
  scale: 'verb-scale',
  scaled: 'verb-scale',
  start: 'verb-start',
  started: 'verb-start',
  stop: 'verb-stop',
  stopped: 'verb-stop',
  kill: 'verb-stop',
  killed: 'verb-stop',
  pull: 'verb-pull',
  pulled: 'verb-pull',
  schedule: 'verb-schedule',
  scheduled: 'verb-schedule',
};

// Own keys only: a word such as `constructor` must not find Object.prototype.
const verbOfWord = (word: string): IconId | undefined => (Object.hasOwn(VERB_WORDS, word) ? VERB_WORDS[word] : undefined);

/**
 * Kubernetes event reasons are CamelCase words glued together (`FailedAttachVolume`); once
 * lowercased only a fixed leading word can still be recognised.
 */
const GLUED_PREFIXES: readonly (readonly [string, IconId])[] = [
  ['failed', 'verb-fail'],
  ['error', 'verb-fail'],
];

/**
 * The verb icon of a normalised name, if a rule applies: the last word first (the outcome, as in
 * `create-failed`), then the first word, then a glued leading word. Single words are the table's.
 */
export function verbIconOf(normalised: string): IconId | undefined {
  const words = normalised.split('-').filter((word) => word !== '');
  if (words.length > 1) {
    const byOutcome = verbOfWord(words[words.length - 1]!);
    if (byOutcome) return byOutcome;
    const byAction = verbOfWord(words[0]!);
    if (byAction) return byAction;
  }
  return GLUED_PREFIXES.find(([prefix]) => normalised.startsWith(prefix) && normalised.length > prefix.length)?.[1];
}
