import type { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { keepText } from "../util/cut-text.ts";

export interface BugReport {
  id: string;
  step: number;
  summary: string;
  description: string;
  file: string;
}

/** Keep the first `max` characters (never splitting one), marking a cut. */
export function truncateChars(text: string, max: number): string {
  return keepText(text, max, "\n... (truncated)");
}

/** bugs/BUG-NNN.md in the reference's layout (desktest-spec-core §4.6), redacted like every artifact. */
export async function writeBugReport(
  artifacts: ArtifactsWriter,
  number: number,
  report: { step: number; text: string; screenshotFile?: string; bashOutput?: string; a11y?: string },
): Promise<BugReport> {
  const id = `BUG-${String(number).padStart(3, "0")}`;
  const summary = report.text.split("\n")[0]!.trim();
  const sections = [
    `# ${id}`,
    "",
    `**Step:** ${report.step}`,
    `**Summary:** ${summary}`,
    "",
    "## Description",
    "",
    report.text,
    "",
  ];
  if (report.screenshotFile)
    sections.push("## Screenshot", "", `![screenshot](${report.screenshotFile})`, "");
  if (report.bashOutput?.trim())
    sections.push("## Diagnostic Evidence", "", "```", truncateChars(report.bashOutput, 5000), "```", "");
  if (report.a11y)
    sections.push("## Accessibility Tree State", "", "```", truncateChars(report.a11y, 3000), "```", "");
  const file = await artifacts.text(`bugs/${id}.md`, sections.join("\n"));
  return { id, step: report.step, summary, description: report.text, file };
}

/**
 * Tell a Slack channel about a bug (Block Kit, as the reference). Fire and forget: a failure is logged,
 * never fails the run.
 */
export async function notifySlack(
  webhookUrl: string,
  bug: BugReport,
  testId: string,
  options: { channel?: string; log?: (line: string) => void; redact?: (text: string) => string } = {},
): Promise<void> {
  const redact = options.redact ?? ((t: string) => t);
  const header = keepText(`🐛 ${bug.id} — ${redact(bug.summary)}`, 147, "…");
  const description = keepText(redact(bug.description), 2900, "… _(truncated)_");
  const payload = {
    blocks: [
      { type: "header", text: { type: "plain_text", text: header } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*Test:*\n${testId}` },
          { type: "mrkdwn", text: `*Step:*\n${bug.step}` },
        ],
      },
      { type: "section", text: { type: "mrkdwn", text: description } },
      { type: "divider" },
    ],
    ...(options.channel ? { channel: options.channel } : {}),
  };
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) options.log?.(`Slack notification for ${bug.id} failed: HTTP ${response.status}`);
  } catch (error) {
    options.log?.(`Slack notification for ${bug.id} failed: ${(error as Error).message}`);
  }
}
