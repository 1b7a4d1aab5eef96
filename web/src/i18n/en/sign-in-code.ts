/** Sign-in with an emailed code (the "send me a sign-in code" page, issue 24), English. */
export const signInCodeEn = {
  title: 'Sign in with a code',
  intro: 'No password needed: we email you a 6-digit code that signs you in.',
  submit: 'Send me a sign-in code',
  submitting: 'Sending…',
  sentTitle: 'Check your email',
  sentText:
    'If an account exists for {{email}}, we have sent it a sign-in code. Type the code below, or open the link in the email.',
  wrongOrExpired:
    'This code is wrong or has expired. Check it against the newest email, or ask for a new one.',
  loginLink: 'Send me a sign-in code instead',
  backToLogin: 'Sign in with a password',
  confirmText: 'Press the button to sign in.',
  confirmButton: 'Sign me in',
  inviteText: 'Press the button to accept the invitation, then choose your password.',
  inviteButton: 'Accept the invitation',
};
