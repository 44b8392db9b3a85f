import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export interface AccessibilityViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now and gives each violation's rule, help
 * and elements. Evaluated through the browser's debugging protocol, so the page's content security
 * policy (no inline scripts) does not stop it.
 */
export async function accessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  // a select's menu that is fading out after a choice is half transparent: its options would fail the
  // contrast rule for a moment, so the page is checked once it is gone
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  });
}

/** Fails with each WCAG 2.1 A and AA violation axe-core finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page), `axe-core violations on ${page.url()}`).toEqual([]);
}
