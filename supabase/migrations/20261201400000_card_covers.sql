-- Card covers (issue 31): a card may show one of its own image attachments,
-- or one of the label palette's colours, at the top of its tile.
--
-- The database holds every rule, whatever writes the row:
--   * the cover image is an attachment of the same card: a composite foreign
--     key on (cover_attachment_id, id) → attachments (id, card_id), so another
--     card's attachment never fits, and deleting the attachment clears the
--     cover (SET NULL of that one column);
--   * only an image the storage image transform renders can be a cover (the
--     SDK's COVER_IMAGE_MIME_TYPES), checked by a trigger since the type lives
--     on the attachment;
--   * a colour is one of LABEL_COLORS, and a cover is an image or a colour,
--     never both (CHECKs).
-- Who may set a cover is who may edit the card: the cards update policy
-- (board editors and above); viewers and commenters are refused by RLS.
-- The columns are new and nullable, so nothing else that writes cards changes
-- (a copied or imported card simply has no cover).

alter table public.cards
  add column cover_attachment_id uuid,
  add column cover_color text;

comment on column public.cards.cover_attachment_id is
  'An image attachment of this card shown on its tile (as a small transformed thumbnail); null for none.';
comment on column public.cards.cover_color is
  'A label palette colour shown as a band on the tile instead of an image; null for none.';

-- Named `<table>_<column>_check` so the SDK's CHECK mapping points the issue at `coverColor`.
alter table public.cards add constraint cards_cover_color_check check (
  cover_color is null
  or cover_color in ('gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink')
);
alter table public.cards add constraint cards_cover_check
  check (cover_attachment_id is null or cover_color is null);

-- The key the composite foreign key points at (id alone is already unique).
alter table public.attachments add constraint attachments_id_card_id_key unique (id, card_id);

alter table public.cards add constraint cards_cover_attachment_id_fkey
  foreign key (cover_attachment_id, id) references public.attachments (id, card_id)
  on delete set null (cover_attachment_id);
-- Deleting an attachment looks up the cards whose cover it is.
create index cards_cover_attachment_id_idx on public.cards (cover_attachment_id, id)
  where cover_attachment_id is not null;

-- The image types a cover may be: those the image transform renders.
create function private.cover_image_mime_types() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
$$;
revoke all on function private.cover_image_mime_types() from public;
grant execute on function private.cover_image_mime_types() to authenticated, service_role;

-- Runs before the foreign key, so it says in a sentence what the key would
-- refuse with a bare code. Security definer: it reads the attachment's card
-- and type whoever asks (the caller's RLS has already decided on the card).
create function private.check_card_cover() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  cover public.attachments;
begin
  if new.cover_attachment_id is null then
    return new;
  end if;
  select * into cover from public.attachments a where a.id = new.cover_attachment_id;
  if cover.id is null or cover.card_id <> new.id then
    raise exception 'The cover must be one of this card''s attachments.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'cover_attachment_id';
  end if;
  if lower(btrim(split_part(cover.mime_type, ';', 1))) <> all (private.cover_image_mime_types()) then
    raise exception 'Only a PNG, JPEG, GIF, WebP or AVIF image can be a cover.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'cover_attachment_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_card_cover() from public;

create trigger cards_check_cover
  before insert or update of cover_attachment_id on public.cards
  for each row execute function private.check_card_cover();
