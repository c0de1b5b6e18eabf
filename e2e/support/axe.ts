import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending elements, for the failure message. */
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules and best practices) on the page as it is now and returns the violations
 * that block or badly hinder someone: impact 'serious' or 'critical'.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // A full page load drops the script; a step change inside the SPA keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
