import { describe, expect, it } from 'vitest';
import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import { EDUCATION_PHRASES, educationPhrase } from './education-phrases';

describe('EDUCATION_PHRASES', () => {
  it('has one phrase per O*NET level', () => {
    expect(EDUCATION_PHRASES).toHaveLength(ONET_EDUCATION_LEVELS.length);
    expect(educationPhrase(7)).toBe("a master's degree");
    expect(educationPhrase(12)).toBe('an unknown level of education');
  });
});
