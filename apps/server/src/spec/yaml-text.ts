import { parse, parseAllDocuments } from 'yaml';

/**
 * How deeply YAML text may nest before it is refused unread. The yaml package parses recursively:
 * a few thousand levels overflow the stack, and after such an overflow the process has been seen
 * to abort outright. No spec, kubeconfig or configuration file nests anywhere near this.
 */
export const MAX_YAML_NESTING = 256;

/**
 * An upper bound of the text's nesting: on each line, its indentation plus the flow collections
 * (`[`, `{`) still open. Quotes are not followed, so brackets inside strings count too; that only
 * errs towards refusing, and only past the limit above.
 */
export function yamlNestingBound(text: string): number {
  let open = 0;
  let deepest = 0;
  let indent = 0;
  let atLineStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 10) {
      atLineStart = true;
      indent = 0;
      continue;
    }
    if (atLineStart && (char === 32 || char === 45)) {
      // spaces and `- ` both add a level of block nesting
      indent += 1;
      continue;
    }
    atLineStart = false;
    if (char === 91 || char === 123) open += 1;
    else if ((char === 93 || char === 125) && open > 0) open -= 1;
    deepest = Math.max(deepest, indent + open);
  }
  return Math.max(deepest, indent);
}

function refuseDeepNesting(text: string): void {
  if (yamlNestingBound(text) > MAX_YAML_NESTING) {
    throw new Error(`nested more than ${MAX_YAML_NESTING} levels deep`);
  }
}

/** Parses one YAML (or JSON) document from someone else's text; throws on text that does not parse or nests too deep. */
export function parseYamlText(text: string): unknown {
  refuseDeepNesting(text);
  return parse(text);
}

/** The `---`-separated documents of someone else's text, as the yaml package reads them; throws on text that nests too deep. */
export function parseYamlDocuments(text: string): ReturnType<typeof parseAllDocuments> {
  refuseDeepNesting(text);
  return parseAllDocuments(text);
}
