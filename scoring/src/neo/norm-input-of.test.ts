import { describe, expect, it } from 'vitest';
import { neoDefinition } from './neo-definition';
import { neoNormInputOf, normGroupOf } from './norm-input-of';

describe('neoNormInputOf', () => {
  it('takes the age turned in the year of scoring and the sex, leaving out what is not given', () => {
    expect(neoNormInputOf({ birthYear: 1995, sex: 'female' }, 2026)).toEqual({ sex: 'female', age: 31 });
    expect(neoNormInputOf({ birthYear: null, sex: 'male' }, 2026)).toEqual({ sex: 'male', age: null });
    expect(neoNormInputOf({ birthYear: 1980, sex: 'unspecified' }, 2026)).toEqual({ sex: null, age: 46 });
    expect(neoNormInputOf({ birthYear: null, sex: null }, 2026)).toEqual({ sex: null, age: null });
  });

  it.each([
    [{ birthYear: 2006, sex: 'female' as const }, 'women under 21'],
    [{ birthYear: 2005, sex: 'female' as const }, 'women aged 21 to 40'],
    [{ birthYear: 1966, sex: 'male' as const }, 'men aged 41 to 60'],
    [{ birthYear: 1965, sex: 'male' as const }, 'men over 60'],
    [{ birthYear: 1965, sex: 'unspecified' as const }, 'men and women of all ages'],
    [{ birthYear: null, sex: 'female' as const }, 'men and women of all ages'],
  ])('%o in 2026 selects %s', (demographics, label) => {
    expect(normGroupOf(neoDefinition.norms, demographics, 2026).label).toBe(label);
  });
});
