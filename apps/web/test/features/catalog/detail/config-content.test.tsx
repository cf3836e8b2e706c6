import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ID, aConfig, openConfig, serveConfig } from './support/config-detail-page.tsx';

const content = () => screen.findByRole('table', { name: 'Config content' });
const lineRow = (line: number) => screen.getByRole('button', { name: `Line ${line}` }).closest('tr')!;
const selectedLines = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => within(row).getByRole('button').textContent);

describe('Config tab content', () => {
  const scrolled: Element[] = [];

  beforeEach(() => {
    scrolled.length = 0;
    // jsdom does no layout and has no scrollIntoView; record which row the page brings into view.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('pretty-prints JSON with line numbers', async () => {
    serveConfig({ body: [aConfig({ config: { kind: 'Deployment', spec: { replicas: 3 } } })] });
    openConfig();
    const table = await content();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1{',
      '2  "kind": "Deployment",',
      '3  "spec": {',
      '4    "replicas": 3',
      '5  }',
      '6}',
    ]);
  });

  it('shows text content as it is', async () => {
    serveConfig({ body: [aConfig({ config: 'server {\n  listen 80;\n}' })] });
    openConfig();
    const rows = within(await content()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['1server {', '2  listen 80;', '3}']);
  });

  it('selects a line on click and a range on shift-click, kept in the selected parameter', async () => {
    serveConfig();
    const page = openConfig();
    await content();
    await userEvent.click(screen.getByRole('button', { name: 'Line 2' }));
    expect(page.search().get('selected')).toBe('2');
    expect(selectedLines()).toEqual(['2']);

    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Line 4' }));
    await user.keyboard('{/Shift}');
    expect(page.search().get('selected')).toBe('2-4');
    expect(selectedLines()).toEqual(['2', '3', '4']);

    await userEvent.click(screen.getByRole('button', { name: 'Line 1' }));
    expect(page.search().get('selected')).toBe('1');
    expect(selectedLines()).toEqual(['1']);
  });

  it('highlights the lines of the selected parameter on opening and scrolls them into view', async () => {
    serveConfig();
    openConfig(`/catalog/${CONFIG_ID}?selected=3-4`);
    await content();
    expect(selectedLines()).toEqual(['3', '4']);
    expect(lineRow(3)).toHaveClass('bg-yellow-100');
    expect(scrolled).toContain(lineRow(3));
  });

  it('ignores a selected parameter that is not a line range', async () => {
    serveConfig();
    openConfig(`/catalog/${CONFIG_ID}?selected=abc`);
    await content();
    expect(selectedLines()).toEqual([]);
  });

  it('says so when the config has no content', async () => {
    serveConfig({ body: [aConfig({ config: null })] });
    openConfig();
    expect(await screen.findByText('This config has no content')).toBeInTheDocument();
  });
});
