import type { Locator } from 'playwright-core';

/**
 * What a person reads in an element: the rendered text, with line breaks between blocks (textContent
 * would run a label into its value, "Tasdiqlash raqamiCQXFJMUD", and include hidden text).
 */
export function readText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text, which is the point here
  return locator.innerText();
}
