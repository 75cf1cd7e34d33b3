import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: "forks",
    globalSetup: ["./__tests__/helpers/docker-setup.ts"],
    reporters: ["default", "./__tests__/helpers/summary-reporter.ts"],
  },
});
