import { siteTextEn } from '@domain/seo/site-text-en.ts';
import type { DeferredMessages } from './en-deferred.ts';
import { legalEn } from './en/legal.ts';
import { creatorsEn } from './en/creators.ts';
import { reportsEn } from './en/reports.ts';
import { signInCodeEn } from './en/sign-in-code.ts';
import { homeEn } from './en/home.ts';
import { submissionsEn } from './en/submissions.ts';
import { newsEn } from './en/news.ts';
import { eventsEn } from './en/events.ts';
import { organizationsEn } from './en/organizations.ts';
import { citiesEn } from './en/cities.ts';
import { searchEn } from './en/search.ts';
import { memorialsEn } from './en/memorials.ts';
import { businessEn } from './en/business.ts';
import { cultureEn } from './en/culture.ts';
import { multimediaEn } from './en/multimedia.ts';
import { contactEn } from './en/contact.ts';
import { aboutEn } from './en/about.ts';
import { newsletterEn } from './en/newsletter.ts';
/**
 * English UI messages: the reference set. Its shape is the type every other
 * language must match (see messages.ts), so a missing key fails the type check.
 */
export const en = {
  app: {
    name: siteTextEn.siteName,
    tagline: 'The Serbian community in Canada and the USA',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    news: 'News',
    events: 'Events',
    organizations: 'Organizations',
    businessDirectory: 'Business directory',
    memorials: 'In Memoriam',
    creators: 'Creators',
    culture: 'Culture',
    multimedia: 'Multimedia',
    search: 'Search',
    dashboard: 'Dashboard',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    // The header's badge for editors (components/review-queue-badge.tsx).
    reviewQueueBadge: 'Review queue: {{count}} waiting',
  },
  megaMenu: {
    label: 'Sections and categories',
    trigger: 'Explore',
    newsHeading: 'News',
    newsPolitics: 'Politics',
    newsCommunity: 'Community',
    newsInterviews: 'Interviews',
    newsCulture: 'Culture',
    newsArchive: 'Archive',
    cultureHeading: 'Culture',
    cultureLiterature: 'Literature',
    cultureTheatre: 'Theatre',
    cultureMusic: 'Music',
    cultureHistory: 'History',
    cultureVisualArts: 'Visual arts',
    organizationsHeading: 'Organizations',
    organizationsDirectory: 'Organization directory',
    organizationsChurches: 'Churches and parishes',
    organizationsYouth: 'Youth groups',
    organizationsSubmit: 'Add your organization',
    eventsHeading: 'Events',
    eventsFestivals: 'Festivals',
    eventsTheatre: 'Theatre',
    eventsMusic: 'Music',
    eventsSports: 'Sports',
    eventsCalendar: 'Event calendar',
  },
  language: {
    label: 'Language',
  },
  footer: {
    about:
      'A home on the web for Serbs in Canada and the USA: news, events, organizations and the people who keep our culture alive.',
    linksHeading: 'Explore',
    contact: 'Contact',
    newsletterHeading: 'Newsletter',
    newsletterText: 'Community news and event invitations, once a week.',
    emailLabel: 'Email address',
    emailPlaceholder: 'name@example.com',
    subscribe: 'Subscribe',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    copyright: '© {{year}} Zajednica. All rights reserved.',
  },
  toast: {
    announcement: 'Notification',
    notImplementedTitle: 'Feature not implemented',
    notImplementedDescription: 'We are still working on this. Please check back soon.',
    close: 'Close',
    viewportLabel: 'Notifications ({hotkey})',
    loadFailedTitle: 'Could not load data',
  },
  forms: {
    characterCount: '{{count}} of {{max}} characters',
    errorSummary: 'Please check these fields:',
    needsJavaScript: 'Sending this form needs JavaScript.',
    required: 'required',
    // The hidden field against bots (features/creators/honeypot.tsx), in the footer's form too.
    honeypot: 'Leave this field empty',
  },
  pages: {
    preparing: 'This part of the portal is being prepared.',
    home: { title: siteTextEn.home.title },
    search: { title: 'Search' },
    news: { title: 'News' },
    newsSubmit: { title: 'Submit news' },
    newsArticle: { title: 'Article' },
    events: { title: 'Events' },
    eventsSubmit: { title: 'Submit an event' },
    event: { title: 'Event' },
    organizations: { title: 'Organizations' },
    organizationsSubmit: { title: 'Submit an organization' },
    organization: { title: 'Organization' },
    businessDirectory: { title: 'Business directory' },
    culture: { title: 'Culture' },
    multimedia: { title: 'Multimedia' },
    contact: { title: 'Contact' },
    about: { title: 'About us' },
    city: { title: 'City community' },
    creators: { title: 'Creators' },
    creatorsSubmit: { title: 'Submit a creator profile' },
    creator: { title: 'Creator profile' },
    creatorsClaim: { title: 'Claim a creator profile' },
    creatorsVerifyClaim: { title: 'Verify your claim' },
    adminCreators: { title: 'Creator submissions' },
    adminUsers: { title: 'Users' },
    devMailbox: { title: 'Development mailbox' },
    dashboard: { title: 'Dashboard' },
    memorials: { title: 'In Memoriam' },
    memorialsSubmit: { title: 'Create a memorial' },
    memorial: { title: 'Memorial' },
    condolenceConfirm: { title: 'Confirm your condolence' },
    login: { title: 'Sign in' },
    signup: { title: 'Create an account' },
    forgotPassword: { title: 'Forgot your password?' },
    resetPassword: { title: 'Choose a new password' },
    authConfirm: { title: 'Confirm your email' },
  },
  notFound: {
    title: siteTextEn.notFound.title,
    text: siteTextEn.notFound.description,
    home: 'Back to the home page',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be loaded. Please try again.',
    reload: 'Reload the page',
  },
  auth: {
    fields: {
      fullName: 'Full name',
      email: 'Email address',
      password: 'Password',
      newPassword: 'New password',
      confirmPassword: 'Repeat the new password',
      passwordHint:
        'At least 8 characters. A short sentence is easy to remember and hard to guess.',
    },
    validation: {
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'This does not look like an email address. Please check it.',
      passwordRequired: 'Please enter your password.',
      passwordTooShort: 'The password needs at least 8 characters.',
      passwordTooLong: 'The password can have at most 128 characters.',
      fullNameRequired: 'Please enter your name.',
      fullNameTooLong: 'The name can have at most 200 characters.',
      passwordsDoNotMatch: 'The two passwords are not the same.',
      checkForm: 'Please correct the marked fields.',
    },
    errors: {
      generic: 'Something went wrong',
      credentialsRequired: 'You must provide either an email or phone number and a password',
      invalidCredentials: 'The email address or password is not right.',
      emailNotConfirmed:
        'Please confirm your email address first: open the link we sent you when you signed up.',
      userExists: 'An account with this email address already exists. Try signing in.',
      weakPassword: 'Please choose a stronger password.',
      weakPasswordLength: 'The password needs at least 8 characters.',
      weakPasswordPwned:
        'This password is too common and easy to guess. Please choose another one.',
      weakPasswordCharacters: 'The password needs a mix of different kinds of characters.',
      samePassword: 'The new password must be different from the old one.',
      rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
      emailRateLimited: 'We have sent too many emails to this address. Please try again later.',
      network: 'We could not reach the server. Check your connection and try again.',
      sessionMissing: 'Your session has ended. Please sign in again.',
    },
    toast: {
      signUpFailed: 'Sign up Failed',
      signInFailed: 'Sign in Failed',
      signOutFailed: 'Sign out Failed',
      confirmedTitle: 'Welcome to Zajednica!',
      confirmedText: 'Your email address is confirmed and you are signed in.',
      emailChangedTitle: 'Email address changed',
      emailChangedText: 'Your account now uses the new email address.',
      emailChangeHalfTitle: 'Confirmed from this address',
      emailChangeHalfText:
        'Both your current and your new address have been sent a link. Confirm the change with the link in the other email as well: it takes effect once both are confirmed.',
      passwordChangedTitle: 'Password changed',
      passwordChangedText: 'Your new password is saved. Use it the next time you sign in.',
      signedOutTitle: 'You are signed out',
    },
    login: {
      intro: 'Welcome back. Sign in to add news, events and organizations.',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgotPassword: 'Forgot your password?',
      noAccount: 'New here?',
      signUpLink: 'Create an account',
    },
    signup: {
      intro: 'Join the community to share news, events and organizations.',
      submit: 'Create account',
      submitting: 'Creating your account…',
      haveAccount: 'Already have an account?',
      signInLink: 'Sign in',
      checkEmailTitle: 'Check your email',
      checkEmailText:
        'We sent a confirmation link to {{email}}. Open it and press the button to finish creating your account.',
      checkEmailHint: 'Nothing there? Look in the spam folder, or sign up again in a minute.',
    },
    forgot: {
      intro:
        'Enter the email address of your account and we will send you a link to choose a new password.',
      submit: 'Send the link',
      submitting: 'Sending…',
      sentTitle: 'Check your email',
      sentText:
        'If an account exists for {{email}}, we have sent it a link to choose a new password. The link is valid for one hour.',
      backToLogin: 'Back to sign in',
    },
    reset: {
      intro: 'Choose a new password for your account.',
      submit: 'Save the new password',
      submitting: 'Saving…',
      noSessionTitle: 'Open the link from your email first',
      noSessionText:
        'To choose a new password, open the link we sent you and press its button. Links are valid for one hour.',
      requestNew: 'Send me a new link',
    },
    confirm: {
      signupText:
        'Press the button to confirm your email address and finish creating your account.',
      signupButton: 'Confirm my account',
      recoveryText: 'Press the button to continue and choose a new password.',
      recoveryButton: 'Continue',
      emailChangeText:
        'Press the button to confirm the change of your email address. The change needs a confirmation from both your current and your new address.',
      emailChangeButton: 'Confirm the change',
      confirming: 'Confirming…',
      invalidTitle: 'This link no longer works',
      invalidText:
        'It has expired or was already used. Links are valid for a limited time and work only once.',
      malformedText:
        'This link is incomplete. Please open it again from the email, or copy the whole address.',
      signupWayForward: 'Sign in, or sign up again to get a new confirmation email.',
      recoveryWayForward: 'Ask for a new link to choose your password.',
      requestNewRecovery: 'Send me a new link',
      goSignUp: 'Sign up again',
      goSignIn: 'Sign in',
    },
    code: {
      label: '6-digit code',
      hint: 'The email also has a code: you can type it here instead of opening the link.',
      submit: 'Confirm the code',
      submitting: 'Checking the code…',
      notSixDigits: 'Enter the 6 digits from the email.',
      signupWrongOrExpired:
        'This code is wrong or has expired. Check it against the newest email, or sign up again to get a new one.',
      recoveryWrongOrExpired:
        'This code is wrong or has expired. Check it against the newest email, or ask for a new one.',
    },
    menu: {
      signIn: 'Sign in',
      account: 'Your account',
      signedInAs: 'Signed in as {{email}}',
      dashboard: 'Dashboard',
      users: 'Users',
      newsletter: 'Newsletter',
      signOut: 'Sign out',
    },
  },
  search: searchEn,
  memorials: memorialsEn,
  business: businessEn,
  culture: cultureEn,
  multimedia: multimediaEn,
  contact: contactEn,
  newsletter: newsletterEn,
  about: aboutEn,
  legal: legalEn,
  home: homeEn,
  news: newsEn,
  submissions: submissionsEn,
  events: eventsEn,
  organizations: organizationsEn,
  cities: citiesEn,
  creators: creatorsEn,
  reports: reportsEn,
  signInCode: signInCodeEn,
};

/** The messages every page needs (loaded before the first render). */
export type BaseMessages = typeof en;

/**
 * The shape every language's messages must have: the base, and the messages
 * only some screens need (en-deferred.ts), which load with those screens.
 */
export type Messages = BaseMessages & DeferredMessages;
