import { readListParams, type ListParams } from '#src/api/list-params.ts';

/** Page sizes offered on the list; the first is the default. */
export const INTEGRATION_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_INTEGRATION_PAGE_SIZE = INTEGRATION_PAGE_SIZES[0];

/** The list is always newest first (spec 001, "Integrations"): only paging comes from the address. */
export type IntegrationListParams = Pick<ListParams<never>, 'pageIndex' | 'pageSize'>;

export function readIntegrationListParams(search: URLSearchParams): IntegrationListParams {
  const { pageIndex, pageSize } = readListParams<never>(search, { sortColumns: [], pageSizes: INTEGRATION_PAGE_SIZES });
  return { pageIndex, pageSize };
}
