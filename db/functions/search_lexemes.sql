-- The lexemes of search words (' word word '): each word, and with `stems`
-- the stems a declined Serbian keyword looks for: each word whole, without
-- its last letter and without its last two ('~' and at least three letters;
-- `sava` looks for '~sav': "сав", "Саве", "Савом"). 0560.
create or replace function public.search_lexemes(words text, stems boolean) returns tsvector
language sql immutable parallel safe
as $$
  select coalesce(array_to_tsvector(array_agg(distinct lexeme)), ''::tsvector)
    from unnest(string_to_array(btrim(coalesce(words, '')), ' ')) as word
    cross join lateral (values
        (word),
        (case when stems and char_length(word) >= 3 then '~' || word end),
        (case when stems and char_length(word) >= 4 then '~' || left(word, -1) end),
        (case when stems and char_length(word) >= 5 then '~' || left(word, -2) end)
      ) as forms (lexeme)
   where word <> '' and lexeme is not null
     -- A tsvector takes lexemes of at most 2,046 bytes: a longer unbroken
     -- "word" (2,100 letters pasted into a description) cannot be searched
     -- for anyway (searches are at most 200 characters), and made the whole
     -- insert fail with 54000, a 500 (issue 38). It is left out of the index.
     and octet_length(lexeme) <= 2046
$$;

-- Every writer of the tables evaluates it (their indexes, 0560).
grant execute on function public.search_lexemes(text, boolean)
  to anon, authenticated, service_role;
