import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('does not submit forms unless asked to', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it('carries its variant as a class', () => {
    expect(renderToStaticMarkup(<Button variant="danger">Delete</Button>)).toContain('tb-button--danger');
  });

  it('stays focusable while loading, but says it is busy', () => {
    const html = renderToStaticMarkup(<Button loading>Save</Button>);
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });
});
