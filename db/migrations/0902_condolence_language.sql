-- A condolence carries the language it was written in (issue 37): an
-- English condolence on a Serbian memorial page is read by a screen reader
-- with English rules (lang="en" on it). leave-condolence stores the language
-- of the page the writer wrote on (the X-Language of the call), as the
-- submissions' submission_language (0871).
--
-- The condolences written before: the language their writer's mail was to
-- be in when it is still kept (condolence_writers, 0872), else what the text
-- shows: Cyrillic letters are Serbian Cyrillic, Serbian Latin letters
-- (č ć đ š ž) Serbian Latin. Plain Latin letters could be English or
-- Serbian: those stay unknown (null), and the page shows them in its own
-- language, as before.

alter table public.memorial_condolences
  add column language text
    constraint memorial_condolences_language_known
    check (language in ('en', 'sr_latin', 'sr_cyrillic')),
  add constraint memorial_condolences_language_max_length
    check (char_length(language) <= 64);

-- Filling it in is no edit of the condolence: updated_at stays.
alter table public.memorial_condolences disable trigger memorial_condolences_updated_at;
update public.memorial_condolences c
   set language = coalesce(
     (select w.locale from public.condolence_writers w where w.condolence_id = c.id),
     case
       when c.message ~ '[Ѐ-ӿ]' then 'sr_cyrillic'
       when c.message ~ '[čćđšžČĆĐŠŽ]' then 'sr_latin'
     end);
alter table public.memorial_condolences enable trigger memorial_condolences_updated_at;

-- The public reads it with the message (0410's column grant).
grant select (language) on public.memorial_condolences to anon, authenticated;
