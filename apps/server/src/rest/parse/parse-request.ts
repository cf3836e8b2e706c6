import { ApiError } from '../api-error.ts';
import type { Action, ApiRequest, PathCondition, PathOrder, RawRequest, Target } from '../api-request.ts';
import { parseBody } from './body.parser.ts';
import { readKeyPath } from './field.parser.ts';
import { readOperation } from './filter.parser.ts';
import { parseLogicTree } from './logic.parser.ts';
import { parseAccept, parseProfile } from './media.parser.ts';
import { parseOrder } from './order.parser.ts';
import { parsePreferences } from './preferences.parser.ts';
import { classifyKey, parseQueryString, percentDecode, type QueryPair } from './query-string.parser.ts';
import { buildRanges, parseCount, parseRangeHeader, type RangeParams } from './range.parser.ts';
import { parseSelect } from './select.parser.ts';
import { parseNameList, Scanner } from './text-scanner.helper.ts';

export interface ParseOptions {
  /** Exposed schemas; the first is the default, the profile headers may pick another. */
  schemas: readonly string[];
  /**
   * For GET/HEAD on `/rpc/fn`: the function's argument names; these query parameters are
   * arguments, the rest are filters. When absent, every non-reserved parameter is an argument.
   */
  rpcArgNames?: ReadonlySet<string>;
}

const invalidPath = (): ApiError => new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');

/** `/configs` -> relation configs; `/rpc/fn` -> function fn. Throws 404 PGRST125 for any other path shape. */
export function parseTarget(path: string): Target {
  if (!path.startsWith('/')) throw invalidPath();
  const segments = path.slice(1).split('/').map(percentDecode);
  if (segments.length === 1 && segments[0] !== '') return { kind: 'relation', name: segments[0] as string };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1] !== '') {
    return { kind: 'rpc', name: segments[1] as string };
  }
  throw invalidPath();
}

type Method = ApiRequest['method'];

const RELATION_ACTIONS: Record<Method, Action> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'insert',
  PATCH: 'update',
  PUT: 'upsert',
  DELETE: 'delete',
};

function resolveAction(rawMethod: string, target: Target): { method: Method; action: Action } {
  const method = rawMethod.toUpperCase();
  if (!Object.hasOwn(RELATION_ACTIONS, method)) {
    throw new ApiError(405, 'PGRST117', 'Unsupported HTTP method', `The method ${method} is not supported`);
  }
  const known = method as Method;
  if (target.kind === 'relation') return { method: known, action: RELATION_ACTIONS[known] };
  if (known === 'GET' || known === 'HEAD' || known === 'POST') return { method: known, action: 'call' };
  throw new ApiError(405, 'PGRST101', `Cannot use the ${known} method on RPC`, 'Only GET, HEAD and POST call functions');
}

/** Parses everything the data API reads from a request; throws ApiError (400 PGRST100, 406 PGRST106/107, ...). */
export function parseApiRequest(raw: RawRequest, options: ParseOptions): ApiRequest {
  const target = parseTarget(raw.path);
  const { method, action } = resolveAction(raw.method, target);
  const headers = raw.headers;
  const profile = parseProfile(method, headers, options.schemas);
  const media = parseAccept(headers['accept']);
  const preferences = parsePreferences(headers['prefer']);

  const request: ApiRequest = {
    method,
    action,
    target,
    media,
    select: [],
    where: [],
    order: [],
    ranges: [],
    preferences,
    rpcArgs: {},
  };
  if (profile !== undefined) request.profile = profile;
  if (raw.settings !== undefined) request.settings = raw.settings;
  if (raw.guard !== undefined) request.guard = raw.guard;
  if (raw.checkPayload !== undefined) request.checkPayload = raw.checkPayload;
  if (raw.visible !== undefined) request.visible = raw.visible;

  const callByGet = action === 'call' && (method === 'GET' || method === 'HEAD');
  const rangeParams = readQuery(parseQueryString(raw.query), request, callByGet ? options.rpcArgNames ?? 'all' : undefined);

  // the Range header pages what is read: a relation by GET/HEAD, and a function's rows by any method
  const readLike = method === 'GET' || method === 'HEAD' || action === 'call';
  const header = readLike ? parseRangeHeader(headers['range'], headers['range-unit']) : undefined;
  if (method === 'PUT' && rangeParams.some((p) => p.path.length === 0)) {
    throw new ApiError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  request.ranges = buildRanges(rangeParams, header);

  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    request.body = parseBody(raw.body, headers['content-type'], target.kind === 'rpc');
  }
  return request;
}

/** Fills select/where/order/columns/onConflict/rpcArgs; returns the limit/offset parameters by path. */
function readQuery(pairs: QueryPair[], request: ApiRequest, rpcArgs: ReadonlySet<string> | 'all' | undefined): RangeParams[] {
  const ranges = new Map<string, RangeParams>();
  const orders = new Map<string, PathOrder>();
  let selectSeen = false;
  for (const { key, value } of pairs) {
    const reserved = classifyKey(key);
    if (reserved === undefined) {
      if (rpcArgs === 'all' || rpcArgs?.has(key)) request.rpcArgs[key] = value;
      else request.where.push(parseFilter(key, value));
      continue;
    }
    switch (reserved.kind) {
      case 'select':
        // the first occurrence wins, as for every single-valued parameter
        if (!selectSeen) request.select = parseSelect(value);
        selectSeen = true;
        break;
      case 'columns':
        request.columns ??= parseNameList(value, 'columns parameter');
        break;
      case 'on_conflict':
        request.onConflict ??= parseNameList(value, 'on_conflict parameter');
        break;
      case 'logic':
        request.where.push({
          path: reserved.path,
          condition: parseLogicTree(reserved.operator, reserved.negated, value),
        });
        break;
      case 'order': {
        const id = reserved.path.join('\u0000');
        if (!orders.has(id)) orders.set(id, { path: reserved.path, terms: parseOrder(value) });
        break;
      }
      case 'limit':
      case 'offset': {
        const id = reserved.path.join('\u0000');
        const entry = ranges.get(id) ?? { path: reserved.path };
        entry[reserved.kind] ??= parseCount(value, reserved.kind);
        ranges.set(id, entry);
        break;
      }
    }
  }
  request.order = [...orders.values()];
  return [...ranges.values()];
}

/** `a.b.col->x=not.eq.1`: a filter on the embed at `a.b`. */
function parseFilter(key: string, value: string): PathCondition {
  const { path, field } = readKeyPath(new Scanner(key, 'filter key'));
  const op = readOperation(new Scanner(value, 'filter'), false);
  return { path, condition: { type: 'filter', filter: { field, ...op } } };
}
