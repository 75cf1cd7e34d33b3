import { expect, it } from "vitest";
import { renderJunit } from "../../src/report/junit.ts";
import { SAMPLE_REPORT } from "./sample-report.ts";

/** junit.xml as CI tools read it. Accept a reviewed change with `npx vitest run __tests__/golden -u`. */
it("junit.xml: a testcase per task, failures and errors with their category, reruns, skipped", async () => {
  await expect(renderJunit(SAMPLE_REPORT)).toMatchFileSnapshot("junit.xml");
});
