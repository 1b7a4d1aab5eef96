-- Community organizations (/organizations, /org/{slug}). Users submit them
-- for review; editors publish. Policies: see docs/data-model.md.

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name_en text not null check (trim(name_en) <> ''),
  name_sr_cyrl text,
  description_en text,
  description_sr_cyrl text,
  category text not null
    check (category in ('church', 'culture', 'sport', 'youth', 'business', 'other')),
  address text,
  phone text,
  email text check (email is null or email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  website public.web_url,
  city_tag text not null,
  logo_image_url public.web_url,
  image_url public.web_url,
  status public.content_status not null default 'pending_review',
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_title text generated always as (
    public.search_words(name_en || ' ' || coalesce(name_sr_cyrl, ''))
  ) stored,
  search_text text generated always as (
    public.search_words(name_en || ' ' || coalesce(name_sr_cyrl, '') || ' '
      || coalesce(description_en, '') || ' ' || coalesce(description_sr_cyrl, ''))
  ) stored
);

create index organizations_status_name_idx on public.organizations (status, name_en);
create index organizations_status_category_idx on public.organizations (status, category, name_en);
create index organizations_status_city_idx on public.organizations (status, city_tag, name_en);
create index organizations_author_idx on public.organizations (author_id, created_at desc);
create index organizations_search_text_idx on public.organizations
  using gin (search_text gin_trgm_ops);

create trigger organizations_guard before insert or update on public.organizations
  for each row execute function public.guard_owned_row('author_id');
create trigger organizations_slug before insert on public.organizations
  for each row execute function public.assign_slug('name_en', 'name_sr_cyrl');
create trigger organizations_city_tag before insert or update on public.organizations
  for each row execute function public.normalize_city_tag();
create trigger organizations_updated_at before update on public.organizations
  for each row execute function public.set_updated_at();

grant select on public.organizations to anon;
grant select, insert, update, delete on public.organizations to authenticated;
grant all on public.organizations to service_role;

alter table public.organizations enable row level security;

create policy organizations_select_public on public.organizations
  for select to anon, authenticated using (status = 'published');
create policy organizations_select_own on public.organizations
  for select to authenticated using (author_id = (select auth.uid()));
create policy organizations_select_editor on public.organizations
  for select to authenticated using ((select public.is_editor()));
create policy organizations_insert_own on public.organizations
  for insert to authenticated
  with check (author_id = (select auth.uid()) and status = 'pending_review');
create policy organizations_update_own on public.organizations
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'draft')
  with check (author_id = (select auth.uid()) and status in ('draft', 'pending_review'));
create policy organizations_update_editor on public.organizations
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy organizations_delete_own on public.organizations
  for delete to authenticated using (author_id = (select auth.uid()));
create policy organizations_delete_admin on public.organizations
  for delete to authenticated using ((select public.is_admin()));
