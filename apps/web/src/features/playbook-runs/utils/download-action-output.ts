import { readActionOutput } from './action-result.ts';

export interface OutputFile {
  name: string;
  type: string;
  content: string;
}

/**
 * Spec 002 §9: `<playbook name>-<start time>.log` holding the text streams, or `.json` holding the
 * result when the action answered structured data only.
 */
export function actionOutputFile(playbookName: string, startTime: string | null, result: Record<string, unknown> | null): OutputFile {
  const output = readActionOutput(result);
  const base = `${playbookName}-${startTime ?? 'not-started'}`;
  if (output.texts.length > 0) {
    const single = output.texts.length === 1;
    const content = output.texts.map(({ name, text }) => (single ? text : `==> ${name} <==\n${text}`)).join('\n');
    return { name: `${base}.log`, type: 'text/plain', content };
  }
  return { name: `${base}.json`, type: 'application/json', content: JSON.stringify(result ?? {}, null, 2) };
}

/** Hands the file to the browser as a download. */
export function saveFile(file: OutputFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
