/**
 * The values of one SQL statement, each handed out as its `$n` placeholder so that no value ever
 * becomes SQL text (the caller adds the cast the column needs).
 */
export class StatementParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
