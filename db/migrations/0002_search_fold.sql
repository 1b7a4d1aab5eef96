-- public.search_fold(text): the script- and diacritic-blind form of a text
-- that search compares, so `Beograd`, `BEOGRAD`, `Београд` and `Beograd` typed
-- without diacritics all fold to `beograd` (and `Đoković`, `Djokovic`,
-- `Ђоковић` to `djokovic`).
--
-- It is the SQL twin of domain/search-fold.ts and must agree with it on every
-- character (server/db/search-fold-sql.test.ts checks every code point of the
-- basic plane and a corpus of mixed strings). Steps, as in TypeScript:
--   1. one translate() table: Serbian Cyrillic to Latin, Latin letters with
--      diacritics to their base letters, capitals to small letters, every kind
--      of space to ' ', combining accents, soft hyphen and zero-width space
--      removed. Letters that fold to two letters map to one stand-in letter
--      (đ, ǆ, ǉ, ǌ, æ, œ, ß, þ, ĳ) that
--   2. replace() then spells out (đ -> dj, ǆ -> dz, ǉ -> lj, ...);
--   3. runs of spaces become one space, and the ends are trimmed.
-- Characters outside the table (digits, punctuation, Greek, CJK, emoji) are
-- kept as they are.
--
-- IMMUTABLE so it can be used in index expressions (trigram indexes on
-- search_fold(title)). That is only true because it uses nothing that depends
-- on the locale or on a dictionary: no lower()/upper() (PGlite and PostgreSQL
-- with C.UTF-8 lower-case non-ASCII letters differently), no unaccent() (only
-- STABLE, its rules file can change), no \s or [[:space:]] in a regex (also
-- locale-dependent); only translate(), replace(), regexp_replace() on the
-- ASCII space and btrim(), all IMMUTABLE themselves. STRICT: search_fold(null)
-- is null. A plain SQL function without SET clauses, so the planner can inline
-- it; it calls only pg_catalog functions, which PostgreSQL searches first
-- whatever the search_path.
--
-- Changing the folding later means a new migration that replaces this
-- function, the same change in domain/search-fold.ts, and rebuilding the
-- indexes that use it.

create or replace function public.search_fold(input text)
returns text
language sql
immutable
strict
parallel safe
as $$
  select btrim(
    regexp_replace(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(
        translate(
          input,
          -- every character of this string ...
             'ABCDEFGHIJKLMNOPQRSTUVWXYZ'  -- A-Z
          || 'абвгдђежзијклљмнњопрстћуфхцчџшѐѝ'  -- Serbian Cyrillic
          || 'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШЀЍ'  -- Serbian Cyrillic capitals
          || 'ЁЃЄЅІЇЌЎЙЩЪЫЬЭЮЯ'  -- other Cyrillic capitals
          || 'ÀÁÂÃÄÅàáâãäåĀāĂăĄą'  -- a
          || 'ÆǢǣ'  -- ae
          || 'ÇçĆćĈĉĊċČč'  -- c
          || 'Ďď'  -- d
          || 'ĐÐð'  -- dj
          || 'Ǆǅ'  -- dz
          || 'ÈÉÊËèéêëĒēĔĕĖėĘęĚě'  -- e
          || 'ĜĝĞğĠġĢģ'  -- g
          || 'ĤĥĦħ'  -- h
          || 'ÌÍÎÏìíîïĨĩĪīĬĭĮįİı'  -- i
          || 'Ĳ'  -- ij
          || 'Ĵĵ'  -- j
          || 'Ķķĸ'  -- k
          || 'ĹĺĻļĽľĿŀŁł'  -- l
          || 'Ǉǈ'  -- lj
          || 'ÑñŃńŅņŇňŉŊŋ'  -- n
          || 'Ǌǋ'  -- nj
          || 'ÒÓÔÕÖØòóôõöøŌōŎŏŐő'  -- o
          || 'Œ'  -- oe
          || 'ŔŕŖŗŘř'  -- r
          || 'ŚśŜŝŞşŠšȘșſ'  -- s
          || 'ẞ'  -- ss
          || 'ŢţŤťŦŧȚț'  -- t
          || 'Þ'  -- th
          || 'ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų'  -- u
          || 'Ŵŵ'  -- w
          || 'ÝýÿŶŷŸ'  -- y
          || 'ŹźŻżŽž'  -- z
          -- tab, line feed, vertical tab, form feed, carriage return, NEL, no-break
          -- and the other Unicode spaces, byte order mark
          || E'\t\n\u000b\f\r\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
          -- ... and these, which are removed (they have no counterpart below):
          -- soft hyphen, zero-width space, combining diacritical marks U+0300-U+036F
          || E'\u00ad\u200b'
          || E'\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a\u030b\u030c\u030d\u030e\u030f'
          || E'\u0310\u0311\u0312\u0313\u0314\u0315\u0316\u0317\u0318\u0319\u031a\u031b\u031c\u031d\u031e\u031f'
          || E'\u0320\u0321\u0322\u0323\u0324\u0325\u0326\u0327\u0328\u0329\u032a\u032b\u032c\u032d\u032e\u032f'
          || E'\u0330\u0331\u0332\u0333\u0334\u0335\u0336\u0337\u0338\u0339\u033a\u033b\u033c\u033d\u033e\u033f'
          || E'\u0340\u0341\u0342\u0343\u0344\u0345\u0346\u0347\u0348\u0349\u034a\u034b\u034c\u034d\u034e\u034f'
          || E'\u0350\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035a\u035b\u035c\u035d\u035e\u035f'
          || E'\u0360\u0361\u0362\u0363\u0364\u0365\u0366\u0367\u0368\u0369\u036a\u036b\u036c\u036d\u036e\u036f',
          -- ... becomes the character at the same place in this string
             'abcdefghijklmnopqrstuvwxyz'
          || 'abvgdđezzijklǉmnǌoprstcufhccǆsei'
          || 'abvgdđezzijklǉmnǌoprstcufhccǆsei'
          || 'ёѓєѕіїќўйщъыьэюя'
          || 'aaaaaaaaaaaaaaaaaa'
          || 'æææ'
          || 'cccccccccc'
          || 'dd'
          || 'đđđ'
          || 'ǆǆ'
          || 'eeeeeeeeeeeeeeeeee'
          || 'gggggggg'
          || 'hhhh'
          || 'iiiiiiiiiiiiiiiiii'
          || 'ĳ'
          || 'jj'
          || 'kkk'
          || 'llllllllll'
          || 'ǉǉ'
          || 'nnnnnnnnnnn'
          || 'ǌǌ'
          || 'oooooooooooooooooo'
          || 'œ'
          || 'rrrrrr'
          || 'sssssssssss'
          || 'ß'
          || 'tttttttt'
          || 'þ'
          || 'uuuuuuuuuuuuuuuuuuuu'
          || 'ww'
          || 'yyyyyy'
          || 'zzzzzz'
          || repeat(' ', 25)  -- one space for each of the 25 spaces above
        ),
        'đ', 'dj'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'),
        'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'), 'ĳ', 'ij'),
      ' {2,}', ' ', 'g'),
    ' ')
$$;

grant execute on function public.search_fold(text) to anon, authenticated, service_role;
