// The names the privacy markup (PrivacyChoices.tsx) and the page's script (install-privacy-choices.ts) share.
export const PRIVACY = {
  dialogId: 'privacy-choices',
  /** The banner; its value is the CMS's list of time zones where it shows. */
  banner: '[data-privacy-banner]',
  /** Whatever opens the choices: the footer's button, the banner's "Choose". */
  open: '[data-privacy-open]',
  /** The banner's "Allow all" and "Decline all". */
  answer: '[data-privacy-answer]',
  gpcNote: '[data-privacy-gpc]',
} as const;
