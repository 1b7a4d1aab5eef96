-- search_all is PL/pgSQL, whose cached statements switch to a generic plan
-- after a few calls. A generic plan does not know the keyword, so it cannot
-- weigh the trigram indexes and falls back to scanning every table (seen in
-- `npm run bench -- db`). Plan each call with its keyword instead.

alter function public.search_all(text) set plan_cache_mode = force_custom_plan;
