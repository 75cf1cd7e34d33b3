import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMITS, uploadReviewPages, uploadSuitePage } from "../../src/action/browser-pages.ts";
import { artifactNames } from "../../src/action/names.ts";
import { publishArtifacts } from "../../src/action/publish.ts";
import { parseArtifactName } from "../../app/github/artifacts.ts";
import { ArtifactServiceDouble } from "../helpers/artifact-service-double.ts";
import { writeSampleSuiteReports, type SampleSuiteReports } from "../report/sample-suite-reports.ts";

/**
 * One click from the run's page: the review pages of the tasks that went wrong and the suite page linking
 * them are uploaded as single un-archived artifacts, through `@actions/artifact` against the
 * artifact-service double, and the job summary links them first.
 */

const ARTIFACT_URL = /^https:\/\/github\.com\/acme\/app\/actions\/runs\/77\/artifacts\/(\d+)$/;

/** Every href of a page, entities decoded (Handlebars escapes `=` and `&`). */
function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll("&#x3D;", "=").replaceAll("&amp;", "&").replaceAll("&#x2F;", "/"),
  );
}

const RUN = { GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "acme/app", GITHUB_RUN_ID: "77" };
let sample: SampleSuiteReports;
let service: ArtifactServiceDouble;
const saved = { ...process.env };

beforeAll(async () => {
  sample = await writeSampleSuiteReports();
  service = await ArtifactServiceDouble.start();
  // @actions/artifact reads the runner's variables from the process environment.
  Object.assign(process.env, service.env());
});

afterAll(async () => {
  for (const key of Object.keys(service.env())) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await service.close();
});

describe("the report page without the App", () => {
  it("uploads report.html un-archived, links it first, and each failing task's review page", async () => {
    const outputDir = path.dirname(sample.files.report);
    const published = await publishArtifacts({
      report: sample.report,
      outputDir,
      names: artifactNames("desktest", { index: 2, count: 3 }, 1),
      upload: "always",
      env: { ...service.env(), ...RUN },
      redact: (text) => text,
    });
    expect(published.errors).toEqual([]);

    const page = service.artifact("desktest-suite-2of3.html")!;
    // The file itself, not a zip: a browser shows it straight from the artifact's URL.
    expect(page.content.subarray(0, 15).toString()).toBe("<!doctype html>");
    expect(page.mimeType).toBe("text/html");
    expect(published.links[0]).toMatchObject({
      label: "Report page",
      name: "desktest-suite-2of3.html",
      url: `https://github.com/acme/app/actions/runs/77/artifacts/${page.id}`,
    });

    // The tasks that went wrong and have a review page, failures first, each its own page.
    const reviews = service.artifacts.filter((a) => a.name.startsWith("desktest-review-"));
    expect(reviews.map((a) => a.name)).toEqual([
      "desktest-review-2of3-1-c-fail.html",
      "desktest-review-2of3-2-d-error.html",
      "desktest-review-2of3-3-b-flaky.html",
    ]);
    const cFail = sample.report.tasks.find((t) => t.id === "c-fail")!;
    expect(reviews[0]!.content.equals(readFileSync(path.join(outputDir, cFail.artifacts!.review!)))).toBe(
      true,
    );
    expect(published.reviewPages.get("c-fail")).toBe(
      `https://github.com/acme/app/actions/runs/77/artifacts/${reviews[0]!.id}`,
    );
    // The review pages went up before the suite page, which links them.
    const names = service.artifacts.map((a) => a.name);
    expect(names.indexOf("desktest-suite-2of3.html")).toBeGreaterThan(names.indexOf(reviews.at(-1)!.name));
    const html = page.content.toString("utf8");
    const links = hrefs(html);
    const outside = links.filter((href) => !href.startsWith("#"));
    expect(outside.length).toBeGreaterThan(0);
    // Every link of the uploaded page resolves to an uploaded artifact: nothing relative to a folder
    // that is not there.
    for (const href of outside) {
      const id = ARTIFACT_URL.exec(href)?.[1];
      expect(id, href).toBeDefined();
      expect(
        service.artifacts.some((a) => String(a.id) === id),
        href,
      ).toBe(true);
    }
    // c-fail's card links its own review page, byte for byte the one beside the run's report.
    const card = html.slice(html.indexOf('class="failure-card"'), html.indexOf("</article>"));
    expect(card).toContain("c-fail");
    const cardReview = hrefs(card).find((href) => ARTIFACT_URL.test(href))!;
    const linked = service.artifacts.find((a) => String(a.id) === ARTIFACT_URL.exec(cardReview)![1])!;
    expect(linked.name).toBe("desktest-review-2of3-1-c-fail.html");
    expect(linked.content.equals(readFileSync(path.join(outputDir, cFail.artifacts!.review!)))).toBe(true);
    // The footer links the report artifact (report.json, junit.xml, suite-results.json).
    const reportArtifact = service.artifact("desktest-report-2of3")!;
    expect(links).toContain(`https://github.com/acme/app/actions/runs/77/artifacts/${reportArtifact.id}`);
    // Beside the run's files, report.html keeps its relative links.
    expect(hrefs(readFileSync(sample.files.html, "utf8"))).toContain(cFail.artifacts!.review!);

    // The App never takes a page for a report artifact.
    for (const artifact of service.artifacts.filter((a) => a.name.endsWith(".html")))
      expect(parseArtifactName(artifact.name)).toBeNull();
  });

  it("links nothing when the run's address is unknown: no link where there is nothing to open", async () => {
    const outputDir = path.dirname(sample.files.report);
    const published = await publishArtifacts({
      report: sample.report,
      outputDir,
      names: artifactNames("nowhere", undefined, 1),
      upload: "always",
      env: service.env(),
      redact: (text) => text,
    });
    expect(published.errors).toEqual([]);
    const html = service.artifact("nowhere-suite-all.html")!.content.toString("utf8");
    expect(hrefs(html).filter((href) => !href.startsWith("#"))).toEqual([]);
    // The final screens are still on the page, embedded.
    expect(html).toMatch(/<img\s+src="data:image\//);
  });

  it("uploads at most the bounded number of review pages and says how many were left out", async () => {
    const outputDir = path.dirname(sample.files.report);
    const pages = await uploadReviewPages({
      report: sample.report,
      outputDir,
      stageDir: `${outputDir}-pages-bounded`,
      names: artifactNames("bounded", undefined, 1),
      limits: { ...PAGE_LIMITS, reviews: 1 },
    });
    expect(pages.errors).toEqual([]);
    expect([...pages.reviews.keys()]).toEqual(["c-fail"]);
    expect(pages.notes).toEqual([
      "2 review page(s) of tasks that went wrong were not uploaded on their own (at most 1, 25.0 MiB each and 100.0 MiB together); they are in the trajectories artifact.",
    ]);
    const tooSmall = await uploadSuitePage({
      report: sample.report,
      outputDir,
      stageDir: `${outputDir}-pages-small`,
      name: artifactNames("small", undefined, 1).suitePage,
      reviewsByPath: pages.byPath,
      urlOf: () => undefined,
      limits: { ...PAGE_LIMITS, reportBytes: 100 },
    });
    expect(tooSmall.page).toBeUndefined();
    expect(service.artifact("small-suite-all.html")).toBeUndefined();
    expect(tooSmall.notes[0]).toMatch(
      /^The suite page \(.* MiB\) is larger than 0\.0 MiB and was not uploaded on its own/,
    );
  });
});
