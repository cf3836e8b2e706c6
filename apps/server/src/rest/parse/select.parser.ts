import type { SelectEmbed, SelectField, SelectItem } from '../api-request.ts';
import { readJsonSteps, readName } from './field.parser.ts';
import { REQUEST_LIMITS } from './request-limits.ts';
import { Scanner } from './text-scanner.helper.ts';

const NAME_STOPS = ',()!:."';

const nameStop = (sc: Scanner): boolean => NAME_STOPS.includes(sc.peek());
const keyStop = (sc: Scanner): boolean => ',()'.includes(sc.peek()) || sc.startsWith('::');

/** How much of the select tree has been read: items over all levels, and the current embed level. */
interface Budget {
  items: number;
  depth: number;
}

/**
 * `select=` value -> items; empty or blank means `*` and yields []. Like PostgREST, the list ends
 * where it is complete: text after an embed's `)` or from a `)` after a column on is ignored.
 */
export function parseSelect(value: string): SelectItem[] {
  const sc = new Scanner(value, 'select parameter');
  sc.skipSpaces();
  if (sc.done) return [];
  const items = readItems(sc, { items: 0, depth: 0 });
  const endedByEmbed = items[items.length - 1]?.type === 'embed';
  if (!sc.done && !endedByEmbed && sc.peek() !== ')') sc.fail(`${sc.unexpected()} expecting "," or end of input`);
  return items;
}

function readItems(sc: Scanner, budget: Budget): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    budget.items += 1;
    if (budget.items > REQUEST_LIMITS.selectItems) {
      sc.fail(`a select may name at most ${REQUEST_LIMITS.selectItems} items (columns and embeds, over every level)`);
    }
    items.push(readItem(sc, budget));
    sc.skipSpaces();
    if (!sc.eat(',')) return items;
  }
}

function readItem(sc: Scanner, budget: Budget): SelectItem {
  sc.skipSpaces();
  if (sc.eat('*')) return { type: 'star' };
  let spread = sc.eat('...');
  let name = readName(sc, nameStop);
  let alias: string | undefined;
  if (sc.peek() === ':' && sc.peek(1) !== ':') {
    if (spread) sc.fail('a spread embed cannot be aliased');
    sc.pos += 1;
    sc.skipSpaces();
    alias = name;
    spread = sc.eat('...');
    if (spread) sc.fail('a spread embed cannot be aliased');
    name = readName(sc, nameStop);
  }
  if (sc.peek() === '!' || sc.peek() === '(') return readEmbed(sc, name, alias, spread, budget);
  if (spread) sc.fail(`${sc.unexpected()} expecting "(" after a spread relation`);
  return readField(sc, name, alias);
}

function readField(sc: Scanner, name: string, alias: string | undefined): SelectField {
  const jsonPath = readJsonSteps(sc, keyStop);
  const item: SelectField = { type: 'field', field: { name, jsonPath } };
  if (alias !== undefined) item.alias = alias;
  if (sc.eat('::')) {
    const at = sc.pos;
    const cast = sc.readUntil((s) => ',()'.includes(s.peek())).trim();
    if (cast === '') sc.fail(`${sc.unexpected()} expecting a type name`, at);
    item.cast = cast;
  }
  return item;
}

function readEmbed(sc: Scanner, relation: string, alias: string | undefined, spread: boolean, budget: Budget): SelectEmbed {
  const embed: SelectEmbed = { type: 'embed', relation, select: [] };
  if (alias !== undefined) embed.alias = alias;
  if (spread) embed.spread = true;
  while (sc.eat('!')) {
    const at = sc.pos;
    const word = readName(sc, nameStop, 'an embed hint or join type');
    if (word === 'inner' || word === 'left') {
      if (embed.joinType !== undefined) sc.fail(`duplicate join type "!${word}"`, at);
      embed.joinType = word;
    } else {
      if (embed.hint !== undefined) sc.fail(`duplicate embed hint "!${word}"`, at);
      embed.hint = word;
    }
  }
  sc.expect('(');
  if (budget.depth >= REQUEST_LIMITS.embedDepth) sc.fail(`embeds may nest at most ${REQUEST_LIMITS.embedDepth} levels deep`);
  sc.skipSpaces();
  budget.depth += 1;
  if (sc.peek() !== ')') embed.select = readItems(sc, budget);
  else embed.empty = true;
  budget.depth -= 1;
  sc.skipSpaces();
  sc.expect(')');
  return embed;
}
