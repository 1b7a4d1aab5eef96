/** The report dialog of creators, organizations and businesses (report-content). */
export const reportsEn = {
  open: {
    creator: 'Report profile',
    organization: 'Report an issue',
    business: 'Report',
  },
  /** The Report button of one card among many. */
  openNamed: 'Report {{name}}',
  title: {
    creator: 'Report this profile',
    organization: 'Report this organization',
    business: 'Report this business',
  },
  description: {
    creator: 'Tell our editors what is wrong with this profile.',
    organization:
      'Tell our editors what is wrong or out of date: an address, phone number or description that needs fixing.',
    business: 'Tell our editors what is wrong or out of date in this listing.',
  },
  reason: 'Reason',
  submit: 'Send report',
  cancel: 'Cancel',
  success: 'Thank you. Our editors will review your report.',
  failed: 'Error',
  failedDescription: 'Something went wrong. Please try again.',
  validation: {
    reasonRequired: 'A reason for the report is required.',
    tooLong: 'This text is too long.',
    itemNotFound: 'The reported item could not be found.',
  },
};
