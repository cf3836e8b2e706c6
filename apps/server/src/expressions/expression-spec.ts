/** An expression written in a spec, in one of the languages the server evaluates. */
export interface ExpressionSpec {
  expr?: string | undefined;
  javascript?: string | undefined;
  jsonPath?: string | undefined;
  template?: string | undefined;
}
