import { describe, expect, it } from 'vitest';
import { shortlistEmail } from './shortlist-email';

describe('the shortlist e-mail', () => {
  it('says what was shared, and nothing of a session that may not have taken place', () => {
    const mail = shortlistEmail({ email: 'casey@example.test', firstName: 'Casey' }, 'Alex Counselor', 3, 'https://career.example/results?view=ideas');
    expect(mail.text).toContain('Alex Counselor shared 3 career ideas with you to explore.');
    expect(mail.text).not.toMatch(/session/i);
    expect(shortlistEmail({ email: 'a@example.test', firstName: 'A' }, 'Alex', 1, 'https://x.example').text).toContain('shared a career idea with you');
  });

  it('claims nothing about how well the ideas match, so it needs no note on the bands', () => {
    const mail = shortlistEmail({ email: 'casey@example.test', firstName: 'Casey' }, 'Alex Counselor', 3, 'https://career.example/results?view=ideas');
    for (const text of [mail.text, mail.html]) expect(text).not.toMatch(/\b(fit|fits|match|matches|matched|band|suit|suits|best|right for you|perfect|ideal)\b/i);
  });
});
