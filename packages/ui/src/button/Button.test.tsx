import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../i18n/test-i18n';
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
    const html = renderToStaticMarkup(
      <I18nProvider i18n={testI18n('de')}>
        <Button loading>Save</Button>
      </I18nProvider>,
    );
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });
});
