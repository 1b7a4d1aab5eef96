-- The submitter's IP address of each new creator too (as 0130 does for
-- organizations, events and news), so that send-creator-verification mails
-- only about a creator that the same client created a few minutes earlier.

alter table public.submitter_ips drop constraint submitter_ips_table_name_check;
alter table public.submitter_ips add constraint submitter_ips_table_name_check
  check (table_name in ('organizations', 'events', 'news', 'creators'));

create trigger creators_submitter_ip after insert or delete on public.creators
  for each row execute function public.record_submitter_ip();
