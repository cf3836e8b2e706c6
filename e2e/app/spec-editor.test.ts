import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress } from '../support/sign-in.ts';

/** The bundler names a lazily loaded chunk after the module it starts from. */
const EDITOR_CHUNK = /\/assets\/codemirror-editor-[\w-]+\.js$/;

describe('the spec editors complete and check from the spec JSON Schemas', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    server = await startServer({ DEMO: 'off' });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signInByAddress(page, server.url, E2E_ADMIN, '/settings/canaries');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const editor = () => page.getByRole('textbox', { name: 'Spec (YAML)' });
  const completions = () => page.getByRole('listbox');

  /** Waits for the editor's schema of `kind`, which completion needs, while `action` opens the editor. */
  async function openingEditorOf(kind: string, action: () => Promise<unknown>): Promise<void> {
    const schema = page.waitForResponse((response) => response.url().endsWith(`/api/schemas/${kind}.schema.json`) && response.ok());
    await action();
    await schema;
  }

  /** Types `word` as a new key at the end of the spec, as a person does, key by key. */
  async function typeNewKey(word: string): Promise<void> {
    await editor().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(word);
  }

  /** Replaces the whole text, as a paste over a selection does. */
  async function replaceText(text: string): Promise<void> {
    await editor().click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(text);
  }

  /** The line (1-based) of the editor that holds `mark`. */
  async function lineOf(mark: Locator): Promise<number> {
    return mark.evaluate((element) => Array.from(document.querySelectorAll('.cm-content .cm-line')).findIndex((line) => line.contains(element)) + 1);
  }

  async function expectUnknownFieldMarked(text: string, field: string, line: number, message: string): Promise<void> {
    await replaceText(text);
    const mark = page.locator('.cm-lintRange-error', { hasText: field });
    await mark.waitFor();
    expect(await lineOf(mark)).toBe(line);
    await mark.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(message);
    expect(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count()).toBe(1);
  }

  it('loads the editor with the YAML view of a new health check, and offers the check types at the spec level', async () => {
    await page.getByRole('link', { name: 'Add Health Check' }).click();
    await page.waitForURL(`${server.url}/settings/canaries/new`);
    await page.getByRole('button', { name: 'Edit as YAML' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The form needs no code editor: CodeMirror comes with the first editor shown.
    expect(scripts.filter((path) => EDITOR_CHUNK.test(path))).toEqual([]);
    await openingEditorOf('Canary', () => page.getByRole('button', { name: 'Edit as YAML' }).click());
    expect(scripts.filter((path) => EDITOR_CHUNK.test(path))).toHaveLength(1);
    await typeNewKey('ht');
    await completions().getByRole('option', { name: 'http' }).waitFor();
    const offered = await completions().getByRole('option').allTextContents();
    expect(offered).toContain('http');
    // A click, not Enter: the editor ignores keys pressed within a moment of the list opening, which a
    // busy machine can turn into a plain new line.
    await completions().getByRole('option', { name: 'http' }).click();
    await expect.poll(async () => editor().textContent()).toContain('http: ');
  });

  it('marks a field no check knows at its line, with the reason', async () => {
    await expectUnknownFieldMarked(
      'schedule: "@every 1m"\nhttp:\n  - name: web\n    url: http://localhost:9\n    bogusField: 1\n',
      'bogusField',
      5,
      'spec.http[0].bogusField: unknown field bogusField',
    );
  });

  it('does the same for a scraper: completes its types and marks an unknown field', async () => {
    await openingEditorOf('ScrapeConfig', () => page.goto(`${server.url}/catalog/scrapers/new`));
    await typeNewKey('kub');
    await completions().getByRole('option', { name: 'kubernetes' }).waitFor();
    await page.keyboard.press('Escape');
    await expectUnknownFieldMarked('schedule: "@every 60m"\nfile: []\nnotAScraper: 1\n', 'notAScraper', 3, 'spec.notAScraper: unknown field notAScraper');
  });
});
