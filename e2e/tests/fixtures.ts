import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

export { expect };

/** The impacts that fail a test; minor and moderate findings are reported by axe but let pass. */
const failingImpacts = new Set(['serious', 'critical']);

/** How long the network must be quiet, and how long to wait for that at most, before a check. */
const quietMs = 300;
const settleTimeoutMs = 5_000;
/** How long a check lets the page's pending work run before axe takes its thread. */
const pendingWorkMs = 50;
/** How often a screen is checked at most when it was busy or changed as axe ran. */
const maxChecksPerScreen = 3;

/**
 * The screens this worker has checked, as a path and who is signed in: each is checked once per
 * worker, not again by every later test that passes through it (most tests log in, and every
 * check costs the busy machine a second or two). A screen that differs by its record has its
 * id in the path; one that differs by role, by who is signed in.
 */
const checkedScreens = new Set<string>();

/** Who the screen is shown to: the name on the account menu, or a guest. */
function signedInAs(): string {
  return (
    document.querySelector('[aria-label^="Account menu for"]')?.getAttribute('aria-label') ??
    'a guest'
  );
}

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

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What a check looks at and which rules it runs (axe's own context and options). */
export interface AxeRun {
  include?: string;
  tags?: string[];
}

/**
 * Runs axe-core in the page itself: injected once per document, then run on the screen as it
 * is. (@axe-core/playwright's builder re-injects axe and opens a blank page to finish each
 * run, about 1.3 s a check on a quiet machine against 0.15 s for the run itself.) Frames are
 * not entered: the app has none of its own, and a video embed's frame cannot answer offline.
 */
async function runAxe(page: Page, { include, tags }: AxeRun = {}): Promise<AxeOutcome> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  // Plain selectors, so the context crosses into the page as JSON.
  const context = include ? { include: [include] } : { exclude: [] as string[] };
  const options: RunOptions = {
    iframes: false,
    elementRef: false,
    // Only violations are read: passes and the rest come back as one node each, not every one.
    resultTypes: ['violations'],
    ...(tags
      ? { runOnly: { type: 'tag', values: tags } }
      : // Experimental in axe, but part of WCAG 2.5.3: a control's name holds its visible text.
        { rules: { 'label-content-name-mismatch': { enabled: true } } }),
  };
  return page.evaluate(
    async ({ context, options, pendingWorkMs }) => {
      // The test goes on while the check settles, injects axe and runs it: note whether part of
      // the screen is busy by now or becomes busy meanwhile (a search typed, a page asked for),
      // or a dialog opens or closes (Mantine names a modal only once it has mounted). Axe holds
      // the page's thread while it runs, so such a half-way state lasts to the end of the run:
      // a table dimmed for a search stays dimmed, as its answer cannot even be asked for.
      const inFlux = '[aria-busy="true"], [role="dialog"], [role="alertdialog"]';
      let changed = document.querySelector('[aria-busy="true"]') !== null;
      const isInFlux = (node: Node) =>
        node instanceof Element && (node.matches(inFlux) || node.querySelector(inFlux) !== null);
      const note = (records: MutationRecord[]) => {
        for (const record of records) {
          if (record.type === 'attributes') {
            const target = record.target as Element;
            if (record.oldValue === 'true' || target.getAttribute('aria-busy') === 'true') {
              changed = true;
            }
          } else if (
            [record.addedNodes, record.removedNodes].some((nodes) =>
              Array.from(nodes).some(isInFlux),
            )
          ) {
            changed = true;
          }
        }
      };
      const observer = new MutationObserver(note);
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
        attributeOldValue: true,
      });
      try {
        // The page's pending work runs first: axe holds the thread from here to its end, and a
        // component's effects (a modal's name, given once its title has mounted) would wait.
        await new Promise((resolve) => setTimeout(resolve, pendingWorkMs));
        // A dialog still unnamed is one still mounting on a busy machine (checked again; the
        // last try reports it if it stays so).
        const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
        if (
          Array.from(dialogs).some(
            (dialog) =>
              !dialog.hasAttribute('aria-labelledby') && !dialog.hasAttribute('aria-label'),
          )
        ) {
          changed = true;
        }
        const results = await (window as unknown as { axe: InPageAxe }).axe.run(context, options);
        note(observer.takeRecords());
        return { results, changed };
      } finally {
        observer.disconnect();
      }
    },
    { context, options, pendingWorkMs },
  );
}

/** One axe run, and whether the screen was busy or changed (a dialog came or went) as it ran. */
interface AxeOutcome {
  results: AxeResults;
  changed: boolean;
}

/** The part of axe-core's API the checks call once it is injected. */
interface InPageAxe {
  run(
    context: { include?: string[]; exclude?: string[] },
    options: RunOptions,
  ): Promise<AxeResults>;
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
  /** Screens to check at phone width once the test is done with the page (`checkAtPhoneWidth`). */
  private readonly phoneScreens: { url: string; screen: string; who: string }[] = [];

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

  /** Waits (up to the settle time) for the network to be quiet and the screen to be settled. */
  async settle() {
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
    for (let attempt = 1; attempt <= maxChecksPerScreen; attempt++) {
      const outcome = await this.settleAndCheck(attempt === maxChecksPerScreen);
      if (outcome === 'done') return;
    }
  }

  /**
   * Settles and checks the screen now shown, unless it has been checked or the page left. A run
   * that found part of the screen busy, or saw a dialog come or go, saw it half old, half new (a
   * table dimmed for the search the test typed as the check began, a screen still loading when
   * the settle time ran out, a dialog not named yet): it counts for nothing and the screen is
   * settled and checked again, unless this is the `last` try, which stands whatever it saw.
   */
  private async settleAndCheck(last: boolean): Promise<'done' | 'changed'> {
    if (this.closed || !this.path() || this.checkedPaths.has(this.path()!)) return 'done';
    await this.settle();
    // The test may have moved on while the screen settled: check what is shown now.
    const path = this.path();
    if (this.closed || !path || this.checkedPaths.has(path)) return 'done';
    const screen = await within(this.page.evaluate(signedInAs), 2_000)
      .then((who) => `${path} as ${who}`)
      .catch(() => null);
    if (screen && checkedScreens.has(screen)) {
      // Checked by an earlier test in this worker (the login page, an admin's dashboard).
      this.checkedPaths.add(path);
      return 'done';
    }
    let outcome: AxeOutcome;
    try {
      outcome = await within(runAxe(this.page), 30_000);
    } catch {
      // The page navigated, closed or hung mid-check; its next screen queues a check of its own.
      return 'done';
    }
    if (this.path() !== path) return 'done'; // the results may mix two screens
    if (outcome.changed && !last) return 'changed';
    this.checkedPaths.add(path);
    if (screen) checkedScreens.add(screen);
    for (const violation of outcome.results.violations) {
      if (failingImpacts.has(violation.impact ?? '')) this.findings.push({ path, violation });
    }
    if (screen) {
      // At phone width a screen is checked once per kind, not per record: its ids left out.
      const who = screen.slice(screen.indexOf(' as ') + 4);
      const kind = `${screenKind(path)} as ${who} at ${phoneViewport.width} px`;
      if (!checkedScreens.has(kind) && !this.phoneScreens.some((s) => s.screen === kind)) {
        this.phoneScreens.push({ url: this.page.url(), screen: kind, who });
      }
    }
    return 'done';
  }

  /**
   * Checks at phone width the screens this page showed (each kind of screen once per worker),
   * once the test is done with the page: the page is narrowed and taken back to each screen by
   * the app's router (no reload: what it fetched is at hand), as the person who saw it. A screen
   * whose person has changed since (logged out, another login) is left out, and so is the rest
   * when the app refuses to leave a screen (unsaved changes).
   */
  async checkAtPhoneWidth() {
    await this.idle();
    if (this.closed || this.phoneScreens.length === 0) return;
    const viewport = this.page.viewportSize();
    try {
      const who = await within(this.page.evaluate(signedInAs), 2_000);
      await this.page.setViewportSize(phoneViewport);
      for (const { url, screen, who: shownTo } of this.phoneScreens.splice(0)) {
        if (this.closed || checkedScreens.has(screen) || shownTo !== who) continue;
        const target = new URL(url);
        if (this.page.url() !== url) {
          await this.page.evaluate((to) => {
            const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
            history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx }, '', to);
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
          }, `${target.pathname}${target.search}${target.hash}`);
          await this.settle();
          if (new URL(this.page.url()).pathname !== target.pathname) return; // blocked
        }
        checkedScreens.add(screen);
        for (let attempt = 1; ; attempt++) {
          await this.settle();
          const outcome = await within(runAxe(this.page), 30_000);
          if (outcome.changed && attempt < maxChecksPerScreen) continue;
          const path = `${target.pathname} (${phoneViewport.width} px)`;
          this.checkedPaths.add(path);
          for (const violation of outcome.results.violations) {
            if (failingImpacts.has(violation.impact ?? '')) this.findings.push({ path, violation });
          }
          break;
        }
      }
    } catch {
      // The page closed or hung: what was checked stands.
    } finally {
      if (!this.closed && viewport)
        await this.page.setViewportSize(viewport).catch(() => undefined);
    }
  }
}

/** A path with its records' ids (UUIDs, long generated keys) as `:id`: the kind of screen. */
function screenKind(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(segment) ||
      (/^[A-Za-z0-9_-]{16,}$/.test(segment) && /\d/.test(segment))
        ? ':id'
        : segment,
    )
    .join('/');
}

/** The phone width every screen is checked at too (the browser tests run at 1280 px). */
const phoneViewport = { width: 375, height: 812 };

/**
 * A spec's own axe run (e.g. of an open dialog, with every impact), taken in turn with the
 * fixture's checks of the same page.
 */
export function analyzeAccessibility(page: Page, scope: AxeRun) {
  const watcher = watcherOf.get(page);
  // Like the fixture's own checks: the screen settles first, and a run that saw it busy or
  // changing (a list dimmed for a refetch as the check began) is taken again.
  const run = async () => {
    for (let attempt = 1; ; attempt++) {
      if (watcher) await watcher.settle();
      else await page.waitForFunction(isScreenSettled, undefined, { timeout: settleTimeoutMs });
      const outcome = await runAxe(page, scope);
      if (!outcome.changed || attempt >= maxChecksPerScreen) return outcome.results;
    }
  };
  return watcher ? watcher.after(run) : run();
}

/** The page's own content, against WCAG 2 A and AA. */
export const mainContent: AxeRun = { include: 'main', tags: ['wcag2a', 'wcag2aa'] };

/**
 * A spec's own check that a screen (or part of it: `scope.include`) has no violations of the
 * rules it runs, of any impact; a failure names each rule and the elements it found.
 */
export async function expectAccessible(page: Page, scope: AxeRun) {
  const results = await analyzeAccessibility(page, scope);
  const path = new URL(page.url()).pathname;
  expect(
    results.violations.length,
    describeFindings(results.violations.map((violation) => ({ path, violation }))),
  ).toBe(0);
}

/** `expectAccessible` at the desktop width and at a phone's (375 px), then back. */
export async function expectAccessibleAtBothWidths(page: Page, scope: AxeRun) {
  await expectAccessible(page, scope);
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, scope);
  if (desktop) await page.setViewportSize(desktop);
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
  const newContext = browser.newContext.bind(browser);
  const watch = (ctx: BrowserContext) => {
    const mine: AccessibilityWatcher[] = [];
    const watchPage = (page: Page) => {
      const watcher = new AccessibilityWatcher(page);
      watchers.push(watcher);
      mine.push(watcher);
    };
    for (const page of ctx.pages()) watchPage(page);
    ctx.on('page', watchPage);
    // A second person's context closed by the test: its screens are checked at phone width
    // first, while its pages are still there.
    const close = ctx.close.bind(ctx);
    ctx.close = async (...args) => {
      for (const watcher of mine) await watcher.checkAtPhoneWidth();
      return close(...args);
    };
  };
  watch(context);
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
  if (hasPassedSoFar) for (const watcher of watchers) await watcher.checkAtPhoneWidth();
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
