// The privacy banner's and the privacy choices' words (Shopify's Customer Privacy API's four purposes). The brand
// sells in Australia, which asks for no banner: the banner shows only where a visitor's time zone is listed
// (Europe's, whose law asks for consent before analytics), and everyone else finds the same choices in the footer.
import type { PrivacyChoices } from '../types.ts';

export const privacyChoices: PrivacyChoices = {
  linkLabel: 'Privacy choices',
  heading: 'Your privacy choices',
  text: 'We count visits to learn which pages help people find the right sheets. Choose what we may use; you can change this at any time from the foot of every page.',
  bannerText: 'We would like to count your visit to improve the site, and to remember your choices. Nothing is shared until you say so.',
  acceptAllText: 'Allow all',
  declineAllText: 'Decline all',
  chooseText: 'Choose',
  saveText: 'Save my choices',
  analyticsLabel: 'Analytics',
  analyticsHelp: 'Which pages are read and where visitors leave the buy flow, to make the site better.',
  marketingLabel: 'Marketing',
  marketingHelp: 'Measuring our advertising, and showing you our offers on other sites.',
  preferencesLabel: 'Preferences',
  preferencesHelp: 'Remembering what you chose here, such as your mattress size.',
  saleOfDataLabel: 'Sale or sharing of data',
  saleOfDataHelp: 'Sharing what you do here with advertising partners.',
  gpcNote: 'Your browser asks sites not to sell or share your data (Global Privacy Control), so marketing and sharing stay off.',
  bannerTimeZones: 'Europe/, Atlantic/Reykjavik, Atlantic/Canary, Atlantic/Madeira, Atlantic/Azores, Atlantic/Faroe',
};
