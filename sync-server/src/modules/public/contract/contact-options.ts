/**
 * The contact form's choices (spec section 2, "Contact dialog"): what the dialog offers and what
 * POST /api/contact accepts. Stored as shown here (states and countries by their codes).
 * Browser-safe: the PWA builds its radios, checkboxes and selects from these lists.
 */

export const GENDERS = ['Female', 'Male', 'Non-binary / GNC', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const STATUSES = ['Employed', 'Freelance / Self Employed', 'Unemployed', 'Student'] as const;
export type Status = (typeof STATUSES)[number];

export const GOALS = ['Career Direction / Decision / Change / Transition', 'Career Progression / Advancement', 'Job Search', 'Not Sure'] as const;
export type Goal = (typeof GOALS)[number];

export const EDUCATION_LEVELS = ['High School Diploma', 'Associate-Level', 'Bachelor-Level', 'Master-Level', 'Doctoral-Level or Juris Doctor'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The industry/position select: 27 options (the spec gives their number, not their names). */
export const INDUSTRIES = [
  'Accounting / Finance',
  'Administrative / Office Support',
  'Architecture / Engineering',
  'Arts / Design / Entertainment',
  'Banking / Financial Services',
  'Business Management / Operations',
  'Consulting',
  'Customer Service',
  'Education / Training',
  'Government / Public Administration',
  'Healthcare / Medical',
  'Hospitality / Tourism',
  'Human Resources',
  'Information Technology / Software',
  'Insurance',
  'Legal',
  'Manufacturing / Production',
  'Marketing / Advertising / Public Relations',
  'Media / Communications / Journalism',
  'Military / Protective Services',
  'Non-Profit / Social Services',
  'Real Estate / Construction',
  'Retail / Sales',
  'Science / Research',
  'Skilled Trades',
  'Transportation / Logistics',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** "How did you hear about us?" */
export const HOW_HEARD = ['Google', 'Yelp', 'Word of Mouth', 'Article', 'Social Media', 'Blog', 'Other'] as const;
export type HowHeard = (typeof HOW_HEARD)[number];

/** The US state select: the 50 states, the District of Columbia and the inhabited territories, by postal code. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;
export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as [UsState, ...UsState[]];

/** ISO 3166-1 alpha-2 codes of the country select (and XK, Kosovo); names come from Intl.DisplayNames. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG ' +
  'NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH ' +
  'TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ') as [string, ...string[]];

let countryNames: Intl.DisplayNames | undefined;

/** A country's English name ('US' -> 'United States'); the code itself where the runtime has no name. */
export function countryName(code: string): string {
  try {
    countryNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A state's name ('CA' -> 'California'), or the value as given. */
export function usStateName(code: string): string {
  return Object.hasOwn(US_STATES, code) ? US_STATES[code as UsState] : code;
}
