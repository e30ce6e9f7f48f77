import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What the focused element shows: an outline or ring (buttons, links, cards) or, for a text
 * field, a border in the focus colour rather than the resting grey. Empty when nothing shows.
 */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const style = getComputedStyle(element);
    const isTransparent = (colour: string) => /rgba\(.*,\s*0\)$|transparent/.test(colour);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) {
      if (!isTransparent(style.outlineColor)) return `outline ${style.outlineColor}`;
    }
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    const isField = element.matches('input, textarea, [role="combobox"]');
    // Mantine's resting input border is gray-4 (#ced4da).
    if (isField && style.borderColor !== 'rgb(206, 212, 218)') return `border ${style.borderColor}`;
    return '';
  });
}

/** Expects the focused element to show that it has the focus. */
export async function expectVisibleFocus(page: Page) {
  const what = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}` : '';
  });
  // Asked again for a moment: on a busy machine the focus style of a field whose dropdown opens
  // as it takes the focus can land a frame after the key press.
  await expect
    .poll(() => focusIndicator(page), {
      message: `a visible focus indicator on ${what}`,
      timeout: 2_000,
    })
    .not.toBe('');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on the way that every
 * stop shows its focus; fails after `maxStops` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxStops = 60, backwards = false } = {},
) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    const isOnPage = await page.evaluate(() => document.activeElement !== document.body);
    if (isOnPage) await expectVisibleFocus(page);
  }
  throw new Error(`${target} was not reached within ${maxStops} presses of Tab`);
}

/** Logs in through the login form with the keyboard alone. */
export async function logInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}
