-- News articles (/news/{slug}, canonical /blog/{slug}). The author's name is
-- read from their profile: author_id references profiles (embed
-- `profiles(full_name)`); the web app falls back to the team name.

create table public.news (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title_en text not null check (trim(title_en) <> ''),
  title_sr_cyrl text,
  excerpt_en text,
  excerpt_sr_cyrl text,
  content_en text not null check (trim(content_en) <> ''),
  content_sr_cyrl text,
  category text not null default 'community'
    check (category in ('canada', 'serbia', 'culture', 'sports', 'business', 'community',
      'politics', 'interviews', 'archive')),
  city_tag text,
  image_url public.web_url,
  status public.content_status not null default 'pending_review',
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_title text generated always as (
    public.search_words(title_en || ' ' || coalesce(title_sr_cyrl, ''))
  ) stored,
  search_text text generated always as (
    public.search_words(title_en || ' ' || coalesce(title_sr_cyrl, '') || ' '
      || coalesce(excerpt_en, '') || ' ' || coalesce(excerpt_sr_cyrl, ''))
  ) stored
);

create index news_status_created_idx on public.news (status, created_at desc);
create index news_status_city_idx on public.news (status, city_tag, created_at desc);
create index news_status_category_idx on public.news (status, category, created_at desc);
create index news_author_idx on public.news (author_id, created_at desc);
create index news_search_text_idx on public.news using gin (search_text gin_trgm_ops);

create trigger news_guard before insert or update on public.news
  for each row execute function public.guard_owned_row('author_id');
create trigger news_slug before insert on public.news
  for each row execute function public.assign_slug('title_en', 'title_sr_cyrl');
create trigger news_city_tag before insert or update on public.news
  for each row execute function public.normalize_city_tag();
create trigger news_updated_at before update on public.news
  for each row execute function public.set_updated_at();

grant select on public.news to anon;
grant select, insert, update, delete on public.news to authenticated;
grant all on public.news to service_role;

alter table public.news enable row level security;

create policy news_select_public on public.news
  for select to anon, authenticated using (status = 'published');
create policy news_select_own on public.news
  for select to authenticated using (author_id = (select auth.uid()));
create policy news_select_editor on public.news
  for select to authenticated using ((select public.is_editor()));
create policy news_insert_own on public.news
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'pending_review');
create policy news_update_own on public.news
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'draft')
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy news_update_editor on public.news
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy news_delete_own on public.news
  for delete to authenticated using (author_id = (select auth.uid()));
create policy news_delete_admin on public.news
  for delete to authenticated using ((select public.is_admin()));

-- The byline: anyone may read the name of the author of a published article
-- (embed `profiles(full_name)`); every other profile stays private (0010).
grant select (id, full_name) on public.profiles to anon;
create policy profiles_select_news_author on public.profiles
  for select to anon, authenticated
  using (exists (
    select 1 from public.news n where n.author_id = profiles.id and n.status = 'published'
  ));
