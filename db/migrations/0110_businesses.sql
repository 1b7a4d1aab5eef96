-- Business directory (/business-directory): sample listings managed by
-- editors. Anyone reads them.

create table public.businesses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name_en text not null check (trim(name_en) <> ''),
  name_sr_cyrl text,
  description_en text,
  description_sr_cyrl text,
  category text not null check (category in ('restaurant', 'retail', 'services', 'construction',
    'healthcare', 'automotive', 'professional')),
  city_tag text not null,
  address text,
  phone text,
  email text check (email is null or email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  website public.web_url,
  image_url public.web_url,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index businesses_category_idx on public.businesses (category, name_en);
create index businesses_city_idx on public.businesses (city_tag, name_en);

create trigger businesses_slug before insert on public.businesses
  for each row execute function public.assign_slug('name_en', 'name_sr_cyrl');
create trigger businesses_city_tag before insert or update on public.businesses
  for each row execute function public.normalize_city_tag();
create trigger businesses_updated_at before update on public.businesses
  for each row execute function public.set_updated_at();

grant select on public.businesses to anon;
grant select, insert, update, delete on public.businesses to authenticated;
grant all on public.businesses to service_role;

alter table public.businesses enable row level security;

create policy businesses_select_all on public.businesses
  for select to anon, authenticated using (true);
create policy businesses_insert_editor on public.businesses
  for insert to authenticated with check ((select public.is_editor()));
create policy businesses_update_editor on public.businesses
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy businesses_delete_editor on public.businesses
  for delete to authenticated using ((select public.is_editor()));
