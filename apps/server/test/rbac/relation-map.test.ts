import { FUNCTION_RESOURCES, RELATION_RESOURCES } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPOSED_SCHEMA } from '#src/rbac/data-api-access.plugin.ts';
import { UNEXPOSED_FUNCTIONS, isDeliberatelyUnexposed } from '#src/rbac/unexposed-relations.ts';
import { loadSchemaCache } from '#src/rest/schema/schema-cache.ts';
import type { SchemaCache } from '#src/rest/schema/schema-cache.types.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

describe(`every relation of the schema has an access decision (${testDbKind})`, () => {
  let db: TestDb;
  let cache: SchemaCache;

  beforeAll(async () => {
    db = await createTestDb({ migrated: true });
    cache = await loadSchemaCache(db, [EXPOSED_SCHEMA]);
  });
  afterAll(async () => {
    await db?.close();
  });

  const relations = () => [...cache.relations.values()].filter((r) => r.kind !== 'composite').map((r) => r.name);
  const functions = () => [...cache.functions.values()].flat().map((f) => f.name);

  it('maps each table and view to a resource, or lists it as deliberately unexposed', () => {
    const undecided = relations().filter((name) => !Object.hasOwn(RELATION_RESOURCES, name) && !isDeliberatelyUnexposed(name));
    expect(undecided).toEqual([]);
  });

  it('maps each function to a resource, or lists it as deliberately unexposed', () => {
    const undecided = functions().filter((name) => !Object.hasOwn(FUNCTION_RESOURCES, name) && !Object.hasOwn(UNEXPOSED_FUNCTIONS, name));
    expect([...new Set(undecided)]).toEqual([]);
  });

  it('names only relations and functions that exist, and never exposes one it hides', () => {
    const existing = new Set(relations());
    expect(Object.keys(RELATION_RESOURCES).filter((name) => !existing.has(name))).toEqual([]);
    expect(Object.keys(RELATION_RESOURCES).filter(isDeliberatelyUnexposed)).toEqual([]);
    const callable = new Set(functions());
    expect(Object.keys(FUNCTION_RESOURCES).filter((name) => !callable.has(name))).toEqual([]);
  });
});
