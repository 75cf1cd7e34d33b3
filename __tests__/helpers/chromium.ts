import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";

/**
 * Headless Chromium for checking the HTML the project writes, from Debian's `chromium` package
 * (`apt-get install -y chromium`; playwright-core downloads no browser). `CHROMIUM_PATH` overrides.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface ChromiumSession {
  context: BrowserContext;
  /**
   * Open a file (a path) or a page (an http: URL) in a new tab, recording its console errors, page errors,
   * dialogs and requests.
   */
  open(fileOrUrl: string, options?: { viewport?: { width: number; height: number } }): Promise<CheckedPage>;
  close(): Promise<void>;
}

export interface CheckedPage {
  page: Page;
  /** Console messages of type error and uncaught exceptions. */
  errors: string[];
  /** Requests that failed (URL and reason). */
  failedRequests: string[];
  /** Every request URL the page made, data: URLs included. */
  requests: string[];
  /** Messages of alert/confirm/prompt dialogs (dismissed). */
  dialogs: string[];
}

/** Fails with the install hint when the browser is missing, so a CI without it does not pass silently. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
}

/** A headless Chromium with a fresh profile (removed on close), no network services, no sandbox. */
export async function launchChromium(): Promise<ChromiumSession> {
  assertChromiumInstalled();
  const userDataDir = mkdtempSync(path.join(tmpdir(), "desktest-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
    timeout: 60_000,
    // A test may send its own process SIGINT (the live view's linger ends on Ctrl+C): the browser stays.
    handleSIGINT: false,
  });
  return {
    context,
    async open(fileOrUrl, options = {}) {
      const page = await context.newPage();
      if (options.viewport) await page.setViewportSize(options.viewport);
      const checked: CheckedPage = { page, errors: [], failedRequests: [], requests: [], dialogs: [] };
      page.on("console", (message) => {
        // Where it came from too: a resource's error names only its status, the location names the URL.
        if (message.type() === "error") checked.errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => checked.errors.push(`pageerror: ${error.message}`));
      page.on("request", (request) => checked.requests.push(request.url()));
      page.on("requestfailed", (request) =>
        checked.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`),
      );
      page.on("dialog", (dialog) => {
        checked.dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const url = /^https?:\/\//.test(fileOrUrl) ? fileOrUrl : pathToFileURL(fileOrUrl).href;
      await page.goto(url, { waitUntil: "load" });
      return checked;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
