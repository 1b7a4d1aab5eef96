/**
 * Adding and claiming a business listing (issue 20): messages of the submit
 * and claim pages and the editors' claim review, loaded with those routes
 * (the route table, domain/route-table.ts).
 */
export const businessListingEn = {
  submit: {
    title: 'Add your business',
    intro:
      'List a business that serves the community. Editors review every listing before it appears in the directory.',
    notLoggedIn: 'You must be logged in to add a business.',
    thanks: 'Thank you for adding your business!',
  },
  claim: {
    title: 'Claim a business listing',
    intro: 'Claim {{name}}: we will email you a link to confirm your address.',
    proofHelp:
      'For example, your role at the business, or a phone number or website where we can check it.',
    notFound: 'The requested business listing could not be found.',
    notClaimable: 'This listing already has an owner and cannot be claimed.',
    backToDirectory: 'Back to the business directory',
  },
  claimHint:
    'A claim of a business listing. Approving makes the confirmed account with this email its owner (or the account once it is confirmed); the listing stays online either way.',
  verify: {
    intro: 'Confirm that you want to claim this business listing.',
    verifiedText:
      'Thank you. Our team will review your claim; the listing stays online meanwhile. If we approve it, the listing passes to the account with this email address.',
    backToDirectory: 'Back to the business directory',
  },
};
