/**
 * What other modules may use of the coaching module's booking records: the repository itself stays
 * private to coaching (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { SessionType } from '../repositories/booking-repository';
export { cancelBooking, findBookingOfUser, listLiveBookingStarts, listLiveBookingsOfUser } from '../repositories/booking-repository';
