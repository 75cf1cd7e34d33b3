import type { AgentObservation } from "./observation.ts";
import type { ContentPart, LlmProvider } from "./providers/llm-provider.ts";

const JUDGE_SYSTEM =
  "You check whether a condition holds on a computer screen. Look at the screenshot and the accessibility tree, then answer with exactly one word: YES if the condition holds, NO otherwise.";

/**
 * The early-exit `llm_judge`: one call, no retries, bounded; met only when the reply is exactly YES.
 * Errors and timeouts mean "not met".
 */
export async function judgeCondition(
  provider: LlmProvider,
  observation: AgentObservation,
  prompt: string,
  timeoutMs = 90_000,
): Promise<boolean> {
  const text = `${observation.a11y !== undefined ? `Accessibility tree:\n\`\`\`\n${observation.a11y}\n\`\`\`\n\n` : ""}Condition to evaluate: ${prompt}`;
  const content: ContentPart[] | string = observation.screenshot
    ? [
        {
          type: "image",
          mediaType: observation.screenshot.mediaType,
          data: observation.screenshot.data.toString("base64"),
        },
        { type: "text", text },
      ]
    : text;
  try {
    const reply = await provider.complete({
      messages: [
        { role: "system", content: JUDGE_SYSTEM },
        { role: "user", content },
      ],
      maxTokens: 16,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return reply.text.trim().toUpperCase() === "YES";
  } catch {
    return false;
  }
}
