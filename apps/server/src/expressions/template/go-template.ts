import { parseTemplate } from './template-parser.ts';
import { renderTemplateNodes } from './template-renderer.ts';

/**
 * Renders a Go-style template (`{{ .field }}`, `if`/`else`/`range`/`with`, pipes into functions)
 * over `data`. Parse and evaluation errors are ExpressionErrors naming line and column.
 */
export function renderGoTemplate(source: string, data: Record<string, unknown>): string {
  return renderTemplateNodes(parseTemplate(source), data);
}

/** Returns why a template does not parse, or undefined when it does; nothing is rendered. */
export function checkTemplateSyntax(source: string): string | undefined {
  try {
    parseTemplate(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
