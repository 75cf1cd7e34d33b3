import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { runExample } from "./run-example.ts";

// compare_image_text in a real desktop of the tesseract profile (the task of fixtures/tasks/, modelled on
// OSWorld's task that saves a screenshot of ls in a terminal): the screenshot the solution saves is read by
// Tesseract in the desktop, and the rule's text must be in what it reads. The three runs go side by side, each in
// its own desktop and folder.
const TIMEOUT = 300_000;

beforeAll(async () => {
  await ensureOsworldImage(docker, ["tesseract"]);
}, 900_000);

describe("compare_image_text with Tesseract", () => {
  it(
    "scores 1 when the screenshot shows the text, 0 when it does not, and 0 when no screenshot was saved",
    async () => {
      const [shown, early, nothing] = await Promise.all([
        runExample("desktest-terminal-screenshot"),
        runExample("desktest-terminal-screenshot", { solution: "desktest-terminal-screenshot-early" }),
        runExample("desktest-terminal-screenshot", { solution: "nothing" }),
      ]);
      expect(shown.results).toMatchObject({ status: "pass", score: 1 });
      expect(early.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );
});
