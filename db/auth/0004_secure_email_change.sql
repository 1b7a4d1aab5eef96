-- Secure email change (as GoTrue's): a change of address is confirmed from the
-- current address as well as from the new one. The current address gets its
-- own one-time token ('email_change_current', link and code); the change
-- applies only once both are confirmed. email_change_confirm_status records
-- which sides have confirmed (bit 1: the new address, bit 2: the current one)
-- and is reset by every new change request.
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('confirmation', 'recovery', 'email_change', 'email_change_current'));

alter table auth.users
  add column email_change_confirm_status smallint not null default 0
    check (email_change_confirm_status between 0 and 3);
