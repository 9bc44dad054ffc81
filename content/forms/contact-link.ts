// A link to the contact page with the message already started (the size finder writes the shopper's
// measurements into it); the contact form reads the message back from the same query parameter.
export const CONTACT_PATH = '/contact';
export const CONTACT_MESSAGE_PARAM = 'message';

export const contactHrefWithMessage = (message: string) => `${CONTACT_PATH}?${new URLSearchParams({ [CONTACT_MESSAGE_PARAM]: message })}`;
