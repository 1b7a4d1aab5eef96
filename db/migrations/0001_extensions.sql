-- Extensions the app relies on. On a hosted Supabase project they already exist;
-- `if not exists` keeps this file harmless there.
create extension if not exists pgcrypto;
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists citext;
