/**
 * What other modules may use of the plans module's plan records: the repository itself stays
 * private to plans (the lint rule in eslint.config.js refuses another module's repository).
 */
export { currentPlanAssessments, currentPlanOfUser, listPlans, plansOfUser, upsertPlans } from '../repositories/plan-repository';
