/**
 * Time zones a province or state may have: those of Canada and the contiguous
 * USA, Alaska and Hawaii. A module of its own, so the admin's province form
 * lists them without loading the form schemas before they are needed.
 */
export const provinceTimeZones = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Winnipeg',
  'America/Regina',
  'America/Denver',
  'America/Edmonton',
  'America/Phoenix',
  'America/Vancouver',
  'America/Los_Angeles',
  'America/Whitehorse',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
