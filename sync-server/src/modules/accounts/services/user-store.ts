/**
 * What other modules may use of the accounts module's user records: the repository itself stays
 * private to accounts (the lint rule in eslint.config.js refuses another module's repository).
 */
export type { AdminAddress, UserRecord, UserWithPlanRow } from '../repositories/user-repository';
export { findPhoneNumberOf, findUserById, listAdminAddresses, listUsersWithCurrentPlan, lockUser, markConsentGiven, phoneNumberTakenByOther, setVerifiedPhone } from '../repositories/user-repository';
