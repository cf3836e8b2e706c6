import type { Queryable } from '#src/db/db.ts';
import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { DefinitionOfDoneRepository, type PendingDoneScript } from './definition-of-done.repository.ts';
import { doneScriptVariables } from './done-script-variables.ts';

export interface DefinitionOfDonePass {
  evaluated: number;
  done: number;
  failed: number;
}

/** One script's answer: done or not, and the text recorded in script_result. */
interface ScriptAnswer {
  done: boolean;
  result: string;
  failed: boolean;
}

/**
 * Evaluates the automatic definition of done: each pending evidence's script (CEL) over what the
 * evidence links, marking it done when the script answers true. A script that fails records why in
 * script_result and the others go on.
 */
export class DefinitionOfDoneService {
  private readonly evidences: DefinitionOfDoneRepository;

  constructor(db: Queryable) {
    this.evidences = new DefinitionOfDoneRepository(db);
  }

  async evaluatePending(now: Date = new Date()): Promise<DefinitionOfDonePass> {
    const pass: DefinitionOfDonePass = { evaluated: 0, done: 0, failed: 0 };
    for (const pending of await this.evidences.pendingScripts()) {
      const answer = answerOf(pending, now);
      await this.evidences.recordResult(pending.evidenceId, pending.script, answer.done, answer.result);
      pass.evaluated += 1;
      if (answer.done) pass.done += 1;
      if (answer.failed) pass.failed += 1;
    }
    return pass;
  }
}

function answerOf(pending: PendingDoneScript, now: Date): ScriptAnswer {
  const variables = doneScriptVariables(pending, now);
  let value: unknown;
  try {
    value = evaluateCel(pending.script, variables);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The expressions kernel words this for checks; say what this evidence's script may name.
    const result = reason.startsWith('unknown variable')
      ? `unknown variable: this evidence's script may use ${Object.keys(variables).join(', ')}`
      : reason;
    return { done: false, failed: true, result };
  }
  if (typeof value !== 'boolean') {
    return { done: false, failed: true, result: `the script must answer true or false, not ${JSON.stringify(value)}` };
  }
  return { done: value, failed: false, result: String(value) };
}
