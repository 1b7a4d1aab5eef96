-- search_all runs with its owner's rights from now on. Under row-level
-- security PostgreSQL must apply the table policies before any
-- non-leakproof condition, and LIKE is not leakproof: the trigram index
-- could not be used for visitors, and every search read each table in
-- full (seen in `npm run bench -- db`: 10x slower as anon than as owner).
--
-- Visibility is unchanged: search_all filters on its own to what the public
-- policies allow, and nothing else: cities; published organizations, events
-- and news; published memorials with visibility 'public'. Its search_path
-- is fixed (0111), so the definer's rights cannot be borrowed.

alter function public.search_all(text) security definer;
