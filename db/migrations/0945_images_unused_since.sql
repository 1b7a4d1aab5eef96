-- A kept image's retention counts from when it stopped being used, not from
-- its upload (issue 35): a memorial rejected four weeks after its photo was
-- uploaded keeps the photo for the whole period after the rejection, in case
-- the family sends it again. The hourly purge (server/images/
-- purge-unused-images.ts) sets `unused_since` when it first finds an image
-- unused, clears it when the image is used again, and deletes the image once
-- it has been unused for retentionDays.unusedImages. Only the server writes it.

alter table public.images add column unused_since timestamptz;

create index images_unused_since on public.images (unused_since)
  where unused_since is not null;
