import { describe, expect, it } from 'vitest';
import { parseScraperSpec } from '#src/catalog/scrapers/spec/parse-scraper-spec.ts';
import { parseCanarySpec } from '#src/health/spec/parse-canary-spec.ts';
import { SpecError } from '#src/spec/spec-issue.ts';

function issuesOf(parse: () => unknown): { path: string; message: string }[] {
  try {
    parse();
  } catch (error) {
    if (error instanceof SpecError) return [...error.issues];
    throw error;
  }
  return [];
}

const fileEntry = { type: 'Demo::Service', id: '$.name', paths: ['/srv/*.json'] };

// Fields of canary-checker's Canary and config-db's ScrapeConfig that this server does not act on:
// named as not supported yet, never as unknown keys, which stay for keys that exist nowhere.
describe('upstream fields not supported yet', () => {
  it('names config-db status and health of a scraper entry as not supported yet, for every type built on the base fields', () => {
    expect(issuesOf(() => parseScraperSpec({ file: [{ ...fileEntry, status: '$.state', health: '$.health' }] }))).toEqual([
      { path: 'spec.file[0].status', message: 'not supported yet' },
      { path: 'spec.file[0].health', message: 'not supported yet' },
    ]);
    expect(issuesOf(() => parseScraperSpec({ http: [{ url: 'http://x/', type: 'A', id: '$.id', health: '$.h' }] }))).toContainEqual({
      path: 'spec.http[0].health',
      message: 'not supported yet',
    });
  });

  it('accepts config-db logLevel on a scrape config, as it accepts retention and full', () => {
    expect(parseScraperSpec({ logLevel: 'debug', file: [fileEntry] }).entries).toHaveLength(1);
  });

  it('names a gitProtocol check list as a check type not supported yet', () => {
    expect(issuesOf(() => parseCanarySpec({ gitProtocol: [{ name: 'repo' }], tcp: [{ name: 'a', endpoint: 'a:1' }] }))).toEqual([
      { path: 'spec.gitProtocol', message: 'not supported yet (a check type)' },
    ]);
  });

  it('says "<path> is not supported yet" in the refusal a client reads, and "<path>: unknown key" for keys of neither format', () => {
    let thrown: unknown;
    try {
      parseCanarySpec({ http: [{ name: 'a', url: 'http://x/', oauth2: {} }], gitProtocol: [{ name: 'repo' }], colour: 'red' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toBe(
      'spec.http[0].oauth2 is not supported yet; spec.gitProtocol is not supported yet (a check type); spec.colour: unknown key',
    );
  });

  it('keeps unknown key for keys of neither format', () => {
    expect(issuesOf(() => parseScraperSpec({ file: [{ ...fileEntry, colour: 'red' }] }))).toEqual([{ path: 'spec.file[0].colour', message: 'unknown key' }]);
    expect(issuesOf(() => parseScraperSpec({ loglevel: 'debug', file: [fileEntry] }))).toEqual([{ path: 'spec.loglevel', message: 'unknown key' }]);
    expect(issuesOf(() => parseCanarySpec({ gitprotocol: [], tcp: [{ name: 'a', endpoint: 'a:1' }] }))).toEqual([{ path: 'spec.gitprotocol', message: 'unknown key' }]);
  });
});
