import { AxeBuilder } from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import type { Result } from 'axe-core';

export { expect };

/** The impacts that fail a test; minor and moderate findings are reported by axe but let pass. */
const failingImpacts = new Set(['serious', 'critical']);

/** How long the network must be quiet, and how long to wait for that at most, before a check. */
const quietMs = 300;
const settleTimeoutMs = 5_000;

/** The watcher of each page, so a spec's own axe run can wait its turn (axe runs one at a time). */
const watcherOf = new WeakMap<Page, AccessibilityWatcher>();

/** Rejects when `promise` takes longer than `ms`, so a stuck page cannot hang the teardown. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Finding {
  path: string;
  violation: Result;
}

/**
 * A screen is settled when no skeleton is busy and no finite animation (a fade, a slide) runs;
 * spinners, progress stripes and skeleton shimmer run forever and do not change what axe sees.
 */
function isScreenSettled(): boolean {
  if (document.querySelector('[aria-busy="true"]')) return false;
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
    );
}

/**
 * Runs axe on every screen one page shows: after each navigation (a full load or a client-side
 * route change; `framenavigated` fires for both) once the screen has settled, once per URL path,
 * and on demand for the screen shown at the end of the test.
 */
class AccessibilityWatcher {
  readonly checkedPaths = new Set<string>();
  readonly findings: Finding[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** Requests under way and when they started (the page's own navigations are left out). */
  private readonly inFlight = new Map<Request, number>();
  private lastNetworkActivity = Date.now();
  private closed = false;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    watcherOf.set(page, this);
    page.on('request', (request) => {
      this.lastNetworkActivity = Date.now();
      if (!this.isPageNavigation(request)) this.inFlight.set(request, Date.now());
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastNetworkActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('close', () => {
      this.closed = true;
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.enqueue();
    });
  }

  private isPageNavigation(request: Request): boolean {
    return request.isNavigationRequest() && request.frame() === this.page.mainFrame();
  }

  /** Checks the screen now shown (at the end of a test), unless its path was checked already. */
  async checkCurrentScreen() {
    this.enqueue();
    await this.queue;
  }

  /** Runs `work` once the checks asked for so far are done, and before any later one. */
  after<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Waits for the checks already asked for. */
  async idle() {
    await this.queue;
  }

  private enqueue() {
    this.queue = this.queue.then(() => this.checkIfNew()).catch(() => undefined);
  }

  private path(): string | null {
    const url = this.page.url();
    if (!url.startsWith('http')) return null; // about:blank, data: URLs
    return new URL(url).pathname;
  }

  private async settle() {
    const deadline = Date.now() + settleTimeoutMs;
    while (!this.closed && Date.now() < deadline) {
      // A request open for longer than the settle time is a long poll, not a screen loading.
      const isLoading = [...this.inFlight.values()].some(
        (start) => Date.now() - start < settleTimeoutMs,
      );
      const isNetworkQuiet = !isLoading && Date.now() - this.lastNetworkActivity >= quietMs;
      if (
        isNetworkQuiet &&
        (await within(this.page.evaluate(isScreenSettled), 2_000).catch(() => false))
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async checkIfNew() {
    if (this.closed || !this.path() || this.checkedPaths.has(this.path()!)) return;
    await this.settle();
    // The test may have moved on while the screen settled: check what is shown now.
    const path = this.path();
    if (this.closed || !path || this.checkedPaths.has(path)) return;
    let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
    try {
      const analysis = new AxeBuilder({ page: this.page })
        // Experimental in axe, but part of WCAG 2.5.3: a control's name holds its visible text.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      results = await within(analysis, 30_000);
    } catch {
      // The page navigated, closed or hung mid-check; its next screen queues a check of its own.
      return;
    }
    if (this.path() !== path) return; // the results may mix two screens
    this.checkedPaths.add(path);
    for (const violation of results.violations) {
      if (failingImpacts.has(violation.impact ?? '')) this.findings.push({ path, violation });
    }
  }
}

/**
 * A spec's own axe run (e.g. of an open dialog, with every impact), taken in turn with the
 * fixture's checks of the same page.
 */
export function analyzeAccessibility(page: Page, configure: (builder: AxeBuilder) => AxeBuilder) {
  const run = () => configure(new AxeBuilder({ page })).analyze();
  const watcher = watcherOf.get(page);
  return watcher ? watcher.after(run) : run();
}

/** One line per violation and affected element: what to fix and where. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(({ path, violation }) => {
      const nodes = violation.nodes.slice(0, 8).map((node) => {
        const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
        return `    - ${node.target.join(' ')}${summary ? `\n      ${summary}` : ''}`;
      });
      const more =
        violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : [];
      return [
        `  ${violation.id} (${violation.impact}) on ${path}: ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * Watches every page of `context`, and every context the test opens with `browser.newContext()`
 * (a second person in the same test), for the duration of one test.
 */
function watchContexts(browser: Browser, context: BrowserContext) {
  const watchers: AccessibilityWatcher[] = [];
  const watchPage = (page: Page) => {
    watchers.push(new AccessibilityWatcher(page));
  };
  const watch = (ctx: BrowserContext) => {
    for (const page of ctx.pages()) watchPage(page);
    ctx.on('page', watchPage);
  };
  watch(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const created = await newContext(...args);
    watch(created);
    return created;
  };
  const restore = () => {
    browser.newContext = newContext;
  };
  return { watchers, restore };
}

async function finish(watchers: AccessibilityWatcher[], testInfo: TestInfo) {
  const hasPassedSoFar = testInfo.status === testInfo.expectedStatus;
  for (const watcher of watchers) {
    if (hasPassedSoFar) await watcher.checkCurrentScreen();
    else await watcher.idle();
  }
  const findings = watchers.flatMap((w) => w.findings);
  const paths = [...new Set(watchers.flatMap((w) => [...w.checkedPaths]))];
  await testInfo.attach('axe', {
    body: `Checked: ${paths.join(', ') || 'none'}\n${describeFindings(findings)}`,
    contentType: 'text/plain',
  });
  if (findings.length > 0) {
    throw new Error(
      `axe found ${findings.length} serious or critical accessibility violation(s):\n${describeFindings(findings)}`,
    );
  }
}

/**
 * Playwright's `test`, with axe run on every screen the test visits: it fails the test on any
 * serious or critical violation, naming the rule, its impact, the elements and how to fix it.
 */
export const test = base.extend<{ accessibilityCheck: undefined }>({
  accessibilityCheck: [
    async ({ browser, context }, use, testInfo) => {
      const { watchers, restore } = watchContexts(browser, context);
      try {
        await use(undefined);
      } finally {
        restore();
      }
      await finish(watchers, testInfo);
    },
    { auto: true },
  ],
});
