import { signUpByApi } from './support/accounts';
import { expect, testWithServerSettings } from './support/fixtures';

// A real deployment before card payment is set up: demo mode off, no Stripe settings.
const test = testWithServerSettings({ DEMO_MODE: 'false' });

test.use({ serviceWorkers: 'block' });

const MESSAGE = 'Card payment is not available right now. Please contact us to upgrade your plan.';

test('with card payment off, the message wraps inside the order summary and the price, fee and total stay in the card', async ({ page }) => {
  await signUpByApi(page, { firstName: 'Olive' });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Get Started: Essential' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const card = page.getByRole('group', { name: 'Order summary' });
  await expect(card.getByText(MESSAGE)).toBeVisible();

  for (const width of [900, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Each time on screen: read every box in one go from the page as it is now.
    const layout = await card.evaluate((element) => {
      const box = (selector: string | null) => {
        const found = selector === null ? element : element.querySelector(selector);
        if (!found) return null;
        const rect = found.getBoundingClientRect();
        return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      };
      // Fluent's message bar (role group), by its documented static class.
      const alert = element.querySelector('.fui-MessageBar');
      // Every element of the message shows all of its text: none is cut off or scrolls.
      const clipped = alert ? [alert, ...alert.querySelectorAll('*')].filter((node) => node.scrollWidth > node.clientWidth + 1).length : -1;
      return {
        card: box(null),
        alert: box('.fui-MessageBar'),
        price: box('[data-testid="checkout-price"]'),
        fee: box('[data-testid="checkout-fee"]'),
        total: box('[data-testid="checkout-total"]'),
        clipped,
        viewport: document.documentElement.clientWidth,
      };
    });
    const { card: cardBox } = layout;
    expect(cardBox, `${width}px`).not.toBeNull();
    if (!cardBox) continue;
    expect(cardBox.right, `${width}px: the card fits the window`).toBeLessThanOrEqual(layout.viewport);
    for (const name of ['alert', 'price', 'fee', 'total'] as const) {
      const inner = layout[name];
      expect(inner, `${width}px: ${name}`).not.toBeNull();
      if (!inner) continue;
      expect(inner.left, `${width}px: ${name} left`).toBeGreaterThanOrEqual(cardBox.left);
      expect(inner.right, `${width}px: ${name} right`).toBeLessThanOrEqual(cardBox.right);
      expect(inner.bottom, `${width}px: ${name} bottom`).toBeLessThanOrEqual(cardBox.bottom);
    }
    expect(layout.clipped, `${width}px: no part of the message is cut off`).toBe(0);
    // The message takes more than one line inside the card's width.
    if (layout.alert) expect(layout.alert.bottom - layout.alert.top, `${width}px: wrapped`).toBeGreaterThan(40);
  }
  await expect(card.getByTestId('checkout-total')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checkout-payments-off.png') });
});
