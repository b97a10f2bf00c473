import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation, naming each rule and where it was found. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  // Autofill finds a field by its id or name; Chromium flags one with neither (Lighthouse's best practices).
  const unnamedFields = await page
    .locator('input:not([id]):not([name]), select:not([id]):not([name]), textarea:not([id]):not([name])')
    .evaluateAll((fields) => fields.map((field) => field.outerHTML.slice(0, 120)));
  expect(unnamedFields, 'form fields with neither id nor name').toEqual([]);
}
