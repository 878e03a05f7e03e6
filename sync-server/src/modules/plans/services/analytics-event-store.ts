/**
 * What other modules may use of the plans module's analytics event records: the repository itself stays
 * private to plans (the lint rule in eslint.config.js refuses another module's repository).
 */
export { deleteAnalyticsEventsReceivedBefore } from '../repositories/analytics-event-repository';
