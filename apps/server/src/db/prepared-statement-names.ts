/**
 * Names for statements prepared once per connection. The same text always gets the same name
 * (node-postgres refuses a name reused for another text). The number of names is capped: every
 * connection keeps each statement it prepared, with its plan, for as long as it lives, and the data
 * API's statements vary with the shape of each request; texts met after the cap run unnamed.
 */
export class PreparedStatementNames {
  private readonly byText = new Map<string, string>();

  constructor(private readonly capacity = 200) {}

  nameOf(sql: string): string | undefined {
    const known = this.byText.get(sql);
    if (known !== undefined || this.byText.size >= this.capacity) return known;
    const name = `vigil_${this.byText.size + 1}`;
    this.byText.set(sql, name);
    return name;
  }
}
