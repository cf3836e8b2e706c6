import { describe, expect, it } from 'vitest';
import { buildChangesRequest, normaliseTags, toSortBy } from '#src/features/catalog/utils/changes/changes-request.ts';
import { unifiedDiffLines } from '#src/features/catalog/utils/changes/unified-diff-lines.ts';

const NO_FILTERS = { configType: '', changeType: '', severity: '', createdBy: '', tags: '' };

describe('changes request', () => {
  it('sorts newest first unless told otherwise, descending with a leading dash', () => {
    expect(toSortBy([])).toBe('-created_at');
    expect(toSortBy([{ id: 'severity', desc: false }])).toBe('severity');
    expect(toSortBy([{ id: 'count', desc: true }])).toBe('-count');
  });

  it('leaves out empty filters and recursion for all configs', () => {
    const request = buildChangesRequest({ filters: NO_FILTERS, scope: {}, range: null, pageIndex: 0, pageSize: 200, sorting: [] });
    expect(request).toEqual({ page: 1, page_size: 200, sort_by: '-created_at', include_deleted_configs: false });
  });

  it('tidies tag pairs and drops pieces without a key', () => {
    expect(normaliseTags(' env = prod , =x, team=a ')).toBe('env=prod,team=a');
    expect(normaliseTags('')).toBe('');
  });
});

describe('unified diff lines', () => {
  it('tells added, removed, hunk, header and context lines apart', () => {
    const kinds = unifiedDiffLines('--- a\n+++ b\n@@ -1,2 +1,2 @@\n keep\n-old\n+new\n').map((line) => line.kind);
    expect(kinds).toEqual(['header', 'header', 'hunk', 'context', 'removed', 'added']);
  });
});
