import type { Page } from '@playwright/test';

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Records the page's content-security-policy violations (what the policy blocked), from its first script on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: string[] = [];
    (window as ViolationWindow).__cspViolations = recorded;
    document.addEventListener('securitypolicyviolation', (event) =>
      recorded.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/** What the policy blocked on the page so far. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
