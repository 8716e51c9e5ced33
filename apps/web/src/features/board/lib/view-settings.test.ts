import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters';
import {
  fromSavedSettings,
  readViewSettings,
  sameView,
  toSavedSettings,
  viewHref,
  withColumn,
  writeViewSettings,
} from './view-settings';

const label = '0b9f0e4e-1c1a-4f0e-9a0e-3b8a2b1c4d5e';

describe('the view in the URL', () => {
  it('round-trips the view, sort, grouping and filters, keeping other parameters', () => {
    const settings = {
      type: 'table' as const,
      filters: { ...NO_FILTERS, labels: [label], text: 'ship' },
      sort: { column: 'due' as const, direction: 'desc' as const },
      groupBy: 'assignee' as const,
      hiddenColumns: ['labels' as const, `field:${label}` as const],
      scale: 'day' as const,
    };
    const params = writeViewSettings(new URLSearchParams('other=1'), settings);
    expect(params.get('view')).toBe('table');
    expect(params.get('sort')).toBe('-due');
    expect(params.get('other')).toBe('1');
    expect(params.get('hide')).toBe(`labels,field:${label}`);
    expect(readViewSettings(params)).toEqual(settings);
    expect(viewHref('team', 'b1', { ...settings, type: 'calendar' })).toMatch(
      /^\/w\/team\/b\/b1\/calendar\?/,
    );
    expect(sameView(readViewSettings(params), fromSavedSettings(toSavedSettings(settings)))).toBe(true);
  });

  it('round-trips a timeline and its scale, and reads an unknown scale as days', () => {
    const params = new URLSearchParams('view=timeline&scale=week');
    const timeline = readViewSettings(params);
    expect(timeline).toMatchObject({ type: 'timeline', scale: 'week' });
    expect(writeViewSettings(new URLSearchParams(), timeline).toString()).toBe('view=timeline&scale=week');
    expect(fromSavedSettings(toSavedSettings(timeline))).toEqual(timeline);
    expect(readViewSettings(new URLSearchParams('view=timeline&scale=year')).scale).toBe('day');
    const { scale: _, ...older } = toSavedSettings(timeline);
    expect(fromSavedSettings(older).scale).toBe('day');
  });

  it('reads unknown or hostile values as the default board view', () => {
    const read = readViewSettings(
      new URLSearchParams('view=calendar&sort=-drop table&group=x&hide=x,,title'),
    );
    expect(read).toEqual({
      type: 'board',
      filters: NO_FILTERS,
      sort: null,
      groupBy: null,
      hiddenColumns: [],
      scale: 'day',
    });
    expect(readViewSettings(new URLSearchParams(`sort=field:${label}`)).sort).toEqual({
      column: `field:${label}`,
      direction: 'asc',
    });
    expect(viewHref('team', 'b1', read)).toBe('/w/team/b/b1');
    expect(readViewSettings(new URLSearchParams('hide=due,due,labels')).hiddenColumns).toEqual([
      'due',
      'labels',
    ]);
  });

  it('hides and shows one column at a time, never the title', () => {
    const none = readViewSettings(new URLSearchParams('view=table')).hiddenColumns;
    const two = withColumn(withColumn(none, 'labels', false), 'created', false);
    expect(two).toEqual(['labels', 'created']);
    expect(withColumn(two, 'labels', true)).toEqual(['created']);
    expect(withColumn(two, 'title', false)).toEqual(['labels', 'created']);
  });

  it('reads a view saved before columns could be hidden as hiding none', () => {
    const { hiddenColumns: _, ...older } = toSavedSettings(
      readViewSettings(new URLSearchParams('view=table')),
    );
    expect(fromSavedSettings(older).hiddenColumns).toEqual([]);
  });

  it('keeps swimlanes on the columns view in the link and in a saved view', () => {
    const lanes = readViewSettings(new URLSearchParams('group=assignee'));
    expect(lanes).toMatchObject({ type: 'board', groupBy: 'assignee' });
    expect(viewHref('team', 'b1', lanes)).toBe('/w/team/b/b1?group=assignee');
    expect(fromSavedSettings(toSavedSettings(lanes))).toEqual(lanes);
  });

  it('keeps a grouping by a custom field as group=field.<id>, and drops a malformed one', () => {
    const id = '7d1c9a2e-4b3f-4c5d-8e6f-0a1b2c3d4e5f';
    const byField = readViewSettings(new URLSearchParams(`view=table&group=field.${id}`));
    expect(byField).toMatchObject({ type: 'table', groupBy: `field.${id}` });
    expect(viewHref('team', 'b1', byField)).toBe(`/w/team/b/b1?view=table&group=field.${id}`);
    expect(fromSavedSettings(toSavedSettings(byField))).toEqual(byField);
    expect(readViewSettings(new URLSearchParams('group=field.status')).groupBy).toBeNull();
    expect(readViewSettings(new URLSearchParams(`group=field:${id}`)).groupBy).toBeNull();
  });
});
