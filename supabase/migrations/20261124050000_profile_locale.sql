-- The language the app speaks to a person (PRODUCT.md §10.4), kept in their profile so it follows
-- them across devices. Null means "not chosen": the app then follows the browser.
-- RLS is unchanged: the existing policies already let users update only their own profile, and a
-- language preference is no more private than the display name teammates can already read.
alter table public.profiles
  add column locale text check (locale is null or locale in ('en', 'de'));

comment on column public.profiles.locale is 'Chosen UI language (en, de); null follows the browser.';
