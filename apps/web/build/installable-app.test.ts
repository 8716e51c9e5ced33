import { describe, expect, it } from 'vitest';
import { manifestFileName } from '../src/shared/i18n/app-manifest';
import { appManifest, PRECACHED_FILES } from './installable-app';

describe('the web app manifests', () => {
  it('are one app in both languages: same id, start, icons and colours; their own words and language', () => {
    const {
      name: _en,
      short_name: _enShort,
      description: enDescription,
      lang: enLang,
      ...en
    } = appManifest('en');
    const { name, short_name, description, lang, ...de } = appManifest('de');
    expect(de).toEqual(en);
    expect(en.icons).toHaveLength(3);
    expect([enLang, lang]).toEqual(['en', 'de']);
    expect({ name, short_name }).toEqual({ name: 'Teamboard', short_name: 'Teamboard' });
    expect(description).toMatch(/^Das Kanban-Board/);
    expect(enDescription).toMatch(/^Your team’s Kanban board/);
  });
});

describe('the precache of the installed app', () => {
  it('takes the German manifest beside the build, and leaves the English one to vite-plugin-pwa', () => {
    expect(PRECACHED_FILES).toContain(manifestFileName('de'));
    // Listed twice, Workbox would see one URL under two revisions.
    expect(PRECACHED_FILES).not.toContain(manifestFileName('en'));
  });
});
