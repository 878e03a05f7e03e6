import { describe, expect, it } from 'vitest';
import { personNameCharactersMessage, personNameField } from './person-name';

describe('a person name field', () => {
  const field = personNameField('First name');
  const messageOf = (value: unknown) => {
    const result = field.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes a name on one line, trimmed, with the letters and marks of any script', () => {
    for (const name of ['Ada', "O'Brien-Smith", 'José María', 'Zoë', '李 小龍', 'Nguyễn', 'Ada Lovelace Jr.']) expect(field.parse(name)).toBe(name);
    expect(field.parse('  Ada  ')).toBe('Ada');
  });

  it('refuses tab, line feed, carriage return and every other control character, wherever they are, before trimming', () => {
    const message = personNameCharactersMessage('First name');
    expect(message).toBe('First name must not contain tabs, line breaks or other control characters');
    for (const name of ['Ada\tLovelace', 'Ada\nLovelace', 'Ada\r\nLovelace', 'Ada\n', '\tAda', '\r', 'Ada\u0000', 'Ada\u001b[31m', 'Ada\u007f', 'Ada\u0085', 'Ada\u2028Lovelace', 'Ada\u2029']) {
      expect(messageOf(name), JSON.stringify(name)).toBe(message);
    }
  });

  it('says what is missing, what is not text and what is too long, by the label', () => {
    expect(messageOf(undefined)).toBe('First name is required');
    expect(messageOf(null)).toBe('First name is required');
    expect(messageOf('   ')).toBe('First name is required');
    expect(messageOf(7)).toBe('First name must be text');
    expect(messageOf('x'.repeat(101))).toBe('First name must be at most 100 characters');
    expect(field.parse('x'.repeat(100))).toHaveLength(100);
    const custom = personNameField('Name', { required: 'Name field is required', max: 5 });
    expect(custom.safeParse('').error?.issues[0]?.message).toBe('Name field is required');
    expect(custom.safeParse('Adaline').error?.issues[0]?.message).toBe('Name must be at most 5 characters');
  });
});
