import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('renders the product name and a limit from the SDK', () => {
    const html = renderToStaticMarkup(<App />);
    expect(html).toContain('<h1>Teamboard</h1>');
    expect(html).toContain('50 people');
  });
});
