import { describe, expect, it } from 'vitest';
import { bodyOf, emptyContactForm, firstInvalidField, problemsOf } from './contact-form-model';

describe('the contact form model', () => {
  it('leaves unanswered fields out and reads amounts as whole dollars', () => {
    const form = { ...emptyContactForm(), firstName: 'Noor', lastName: 'Haddad', email: 'noor@example.com', message: 'Hi', currentSalary: '$72,000', age: ' ', city: '  ' };
    expect(JSON.parse(JSON.stringify(bodyOf(form)))).toEqual({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor@example.com',
      message: 'Hi',
      status: [],
      goal: [],
      currentSalary: 72000,
      website: '',
    });
    expect(problemsOf(form)).toBeNull();
  });

  it("gives the spec's messages, and the first field in error in the dialog's order", () => {
    const problems = problemsOf(emptyContactForm());
    expect(problems).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email field is required',
      message: 'Message is required',
    });
    expect(firstInvalidField(problems ?? {})).toBe('firstName');
    const later = problemsOf({ ...emptyContactForm(), firstName: 'N', lastName: 'H', email: 'bad', message: 'Hi', age: '3.5' });
    expect(later).toEqual({ email: 'Email is invalid', age: 'Age must be a whole number' });
    expect(firstInvalidField(later ?? {})).toBe('email');
    expect(firstInvalidField({ message: 'Message is required', age: 'Age must be a whole number' })).toBe('age');
  });
});
