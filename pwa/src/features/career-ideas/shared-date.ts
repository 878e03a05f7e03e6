const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Nov 21, 2026': the day a shortlist was shared, as the admin pages write dates. */
export const sharedDateText = (iso: string) => dateFormat.format(new Date(iso));
