import type { Queryable } from '#src/db/db.ts';
import { CatalogChangesRepository, type CatalogChangesPage } from './catalog-changes.repository.ts';
import { parseChangesRequest } from './changes-request.ts';

/** The catalog's changes: filtered, sorted and paged on the server, optionally across related configs. */
export class CatalogChangesService {
  private readonly changes: CatalogChangesRepository;

  constructor(db: Queryable) {
    this.changes = new CatalogChangesRepository(db);
  }

  async page(body: Record<string, unknown>): Promise<CatalogChangesPage> {
    return this.changes.page(parseChangesRequest(body));
  }
}
