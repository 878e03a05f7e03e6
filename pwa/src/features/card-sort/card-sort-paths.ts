/** The card sort's two steps (spec section 2). */
export const SORT_PATH = '/assess/career-values';
export const RANK_PATH = '/assess/career-values-rank';
