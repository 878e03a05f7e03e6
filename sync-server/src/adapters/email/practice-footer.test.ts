import { describe, expect, it } from 'vitest';
import { DEMO, createTestApp } from '../../test/test-app';
import { passwordResetEmail } from './email-templates';
import { withPracticeFooter } from './practice-footer';

const reset = passwordResetEmail({ email: 'ada@example.org', firstName: 'Ada' }, 'http://127.0.0.1:8080/reset/token123');

describe('withPracticeFooter', () => {
  it("signs the text and the HTML with the practice's name and support address", () => {
    const signed = withPracticeFooter(reset, { name: 'Northside Careers', supportEmail: 'help@northside.org' });
    expect(signed.text).toBe(`${reset.text.trimEnd()}\n\n-- \nNorthside Careers · Questions? Write to help@northside.org\n`);
    expect(signed.html).toContain('Northside Careers · Questions? Write to <a href="mailto:help@northside.org"');
    expect(signed.html.indexOf('Northside Careers')).toBeLessThan(signed.html.indexOf('</body>'));
    expect(signed.html.endsWith('</body></html>')).toBe(true);
    expect({ ...signed, text: reset.text, html: reset.html }).toEqual(reset);
  });

  it('gives only the name without a support address, and escapes both in HTML', () => {
    const signed = withPracticeFooter(reset, { name: 'Smith & Jones Careers', supportEmail: null });
    expect(signed.text.endsWith('\n-- \nSmith & Jones Careers\n')).toBe(true);
    expect(signed.html).toContain('Smith &#38; Jones Careers</p>');
    expect(signed.html).not.toContain('mailto:');
  });
});

describe('e-mails stored for delivery', () => {
  it('carry the demo support address on the embedded defaults', async () => {
    const t = await createTestApp();
    try {
      const response = await t.client().post('/api/auth/request-reset', { email: DEMO.free });
      expect(response.status).toBeLessThan(300);
      const [mail] = await t.outbox(DEMO.free);
      expect(mail?.text).toContain('-- \nIntegrative Career Assessment · Questions? Write to support@demo.example\n');
      expect(mail?.html).toContain('mailto:support@demo.example');
    } finally {
      await t.close();
    }
  });
});
