/** An organization's calendar feed on its manage page (decision 033), in English. */
export const calendarFeedsEn = {
  heading: 'Calendar feed',
  intro:
    'Connect the public address (ICS) of the calendar you already keep (Google Calendar, Outlook, Apple Calendar). We read it every few hours: new events go to review (or are published at once for a trusted organization), changed ones follow, cancelled and deleted ones are taken down.',
  urlLabel: 'Calendar address (ICS)',
  urlHint: 'A public address starting with https:// or webcal://, usually ending in .ics.',
  connect: 'Connect the calendar',
  connecting: 'Connecting…',
  connected: 'Calendar connected. Its events arrive within a few minutes.',
  invalidUrl: 'Please enter an address that starts with https://, http:// or webcal://.',
  saveFailed: 'The calendar was not saved. Please try again.',
  tooManyRequests: 'Too many changes in a short time. Please try again later.',
  address: 'Address',
  change: 'Change the address',
  save: 'Save the address',
  cancel: 'Cancel',
  disconnect: 'Disconnect the calendar',
  confirmDisconnect: 'Disconnect this calendar? Events already brought in stay as they are.',
  disconnected: 'Calendar disconnected.',
  fetchNow: 'Fetch now',
  fetchOutcomes: {
    requested: 'The calendar will be fetched within a minute or two.',
    already_requested: 'A fetch is already on its way.',
    too_soon: 'The calendar was fetched a moment ago. You can ask again in 15 minutes.',
  },
  fetchFailed: 'The fetch could not be requested. Please try again.',
  neverFetched: 'Not fetched yet. The first fetch comes within a few minutes.',
  lastSuccess: 'Last fetched successfully: {{date}}',
  noSuccess: 'Not fetched successfully yet.',
  failureHeading: 'The last fetch failed ({{date}})',
  errors: {
    bad_url:
      'This address cannot be fetched: it must be a public http(s) address on the usual port, without a password.',
    blocked_address:
      'The address leads into a private or local network. Only public addresses are fetched.',
    unresolvable: 'No server answers to this address name. Please check the address.',
    unreachable:
      'The calendar server did not answer with the calendar (it may be down, or the address moved). We will try again.',
    timeout: 'The calendar server took too long to answer. We will try again.',
    too_large: 'The calendar is larger than 2 MB. Share a calendar with fewer past events.',
    not_calendar:
      'The address does not return a calendar (ICS). Use the calendar’s public iCal address.',
    too_many_events: 'The calendar has more than 3,000 events. Share a smaller calendar.',
    organization_not_published:
      'The calendar is fetched once an editor has published the organization.',
  },
  result:
    'Last fetch: new {{imported}} · updated {{updated}} · changes sent to the editors {{proposed}} · taken down {{withdrawn}} · unchanged {{unchanged}}',
  refusedHeading: 'Events not brought in',
  refusedMore: 'Not listed: {{count}} more',
  reasons: {
    no_uid: 'it has no identifier (UID)',
    no_title: 'it has no title',
    no_start: 'it has no start date',
    unsupported_recurrence: 'the site cannot show how it repeats (yearly, for example)',
    duplicate_uid: 'the same identifier appears twice',
    unreadable: 'its data could not be read',
    over_limit: 'more than 500 upcoming events: later ones wait',
  },
  untitled: 'Untitled',
  fromCalendar: 'from the calendar',
  sourceCancelled: 'cancelled in the calendar',
  sourceRemoved: 'removed from the calendar',
};
