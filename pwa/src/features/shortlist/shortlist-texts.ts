/** What the client's career ideas section says when there is nothing (yet) to show. */
export const SHORTLIST_EMPTY_TEXT = 'Your counselor has not shared career ideas yet.';
export const SHORTLIST_OFFLINE_UNSEEN_TEXT = 'Connect to the internet once to see the career ideas your counselor shared.';
export const SHORTLIST_FROM_DEVICE_TEXT = 'You appear to be offline: these are the career ideas as last loaded on this device.';
export const SHORTLIST_LOADING_TEXT = 'Loading the career ideas...';
export const SHORTLIST_LOAD_ERROR_TEXT = 'The career ideas could not be loaded just now.';
