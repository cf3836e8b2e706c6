import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../src/app/app.tsx';

describe('first page', () => {
  it('names the product and shows the backend version as loading until the server answers', () => {
    // React separates adjacent text parts with empty comments; a reader sees the text joined.
    const html = renderToString(<App />).replaceAll('<!-- -->', '');
    expect(html).toContain('<h1>Vigil</h1>');
    expect(html).toContain('Backend …');
    expect(html).toMatch(/Frontend \d+\.\d+\.\d+/);
  });
});
