-- The timeline view (issue 33): saved views may now be of type 'timeline' and
-- keep its scale (the SDK's TIMELINE_SCALES, packages/sdk/src/schemas/saved-views.ts).
-- The check of 20261126084000_saved_views.sql is restated with both; the scale
-- is optional (views saved before the timeline have none), and when present it
-- is one of the scales, so no client can store a scale the app cannot show.
alter table public.saved_views drop constraint saved_views_settings_check;
alter table public.saved_views add constraint saved_views_settings_check check (coalesce(
  jsonb_typeof(settings) = 'object'
  and settings ->> 'type' in ('board', 'table', 'calendar', 'timeline')
  and jsonb_typeof(settings -> 'filters') = 'object'
  and settings ? 'sort' and settings ? 'groupBy'
  and (not settings ? 'scale' or settings ->> 'scale' in ('day', 'week', 'month'))
  and octet_length(settings::text) <= 16384,
  false
));
