import type { BrowserContext, Page } from 'playwright-core';

/** What a Content-Security-Policy violation event says, enough to name the refused thing. */
export interface CspViolation {
  directive: string;
  blocked: string;
}

/**
 * Records every CSP violation of the context's pages from their first script on, so a check at
 * the end sees what the policy refused anywhere along the way (the console would only print it).
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

export function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations);
}
