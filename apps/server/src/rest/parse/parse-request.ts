import { ApiError } from '../api-error.ts';
import type { ApiRequest, RawRequest, Target } from '../api-request.ts';

export interface ParseOptions {
  /** Exposed schemas; the first is the default, the profile headers may pick another. */
  schemas: readonly string[];
  /** For GET/HEAD on `/rpc/fn`: the function's argument names; these query parameters are arguments, the rest are filters. */
  rpcArgNames?: ReadonlySet<string>;
}

/** `/configs` -> relation configs; `/rpc/fn` -> function fn. Throws 404 PGRST125 for any other path shape. */
export function parseTarget(path: string): Target {
  void path;
  throw new ApiError(501, 'PGRST000', 'the request parser is being written');
}

/** Parses everything the data API reads from a request; throws ApiError (400 PGRST100, 406 PGRST106/107, ...). */
export function parseApiRequest(raw: RawRequest, options: ParseOptions): ApiRequest {
  void raw;
  void options;
  throw new ApiError(501, 'PGRST000', 'the request parser is being written');
}
