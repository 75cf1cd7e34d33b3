import { configDefaults, defineConfig } from "vitest/config";

/**
 * Two projects, told apart by the file name:
 *
 * - `unit`: every `*.test.ts` under `__tests__/` that is not a desktop test. Needs Node and python3 only: no Docker
 *   engine, no browser (about a minute on two cores). `npm run test:unit` runs it alone, with no Docker daemon.
 * - `desktop`: every `*.desktop.test.ts` under `__tests__/`, the tests that need the machine: they start desktops
 *   (containers; virtual machines next), talk to the Docker engine, or drive the system Chromium. Its global
 *   setup starts the engine when none answers and builds the desktop image.
 *
 * A new test file is `x.test.ts` unless it needs Docker, a VM or Chromium; then it is `x.desktop.test.ts`.
 * `npm test` runs both.
 */
const DESKTOP_TESTS = "__tests__/**/*.desktop.test.ts";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: "forks",
    reporters: ["default", "./__tests__/helpers/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["__tests__/**/*.test.ts"],
          exclude: [...configDefaults.exclude, DESKTOP_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: "desktop",
          include: [DESKTOP_TESTS],
          globalSetup: ["./__tests__/helpers/docker-setup.ts"],
        },
      },
    ],
  },
});
