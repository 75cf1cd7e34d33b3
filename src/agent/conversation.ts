import type { AgentObservation } from "./observation.ts";
import type { ChatMessage, ContentPart } from "./providers/llm-provider.ts";

/** One finished step as the model will see it again in later requests. */
export interface Turn {
  step: number;
  observation: AgentObservation;
  response: string;
  bashOutput?: string;
  errorFeedback?: string;
}

export interface HistoryOptions {
  /** How many past turns are sent at all (the reference: 6). */
  window: number;
  /** How many of the most recent past turns keep their screenshot (the current one always has it). */
  screenshots: number;
}

export const DEFAULT_HISTORY: HistoryOptions = { window: 6, screenshots: 2 };

/**
 * The messages for one request: system prompt, task, the last turns (older screenshots and every past
 * a11y tree left out to save tokens: the model acts on the current observation), the current observation.
 */
export function buildMessages(
  system: string,
  taskText: string,
  turns: Turn[],
  current: AgentObservation | undefined,
  history: HistoryOptions = DEFAULT_HISTORY,
): ChatMessage[] {
  const messages: ChatMessage[] = [
    { role: "system", content: system },
    { role: "user", content: taskText },
  ];
  const recent = history.window > 0 ? turns.slice(-history.window) : [];
  recent.forEach((turn, i) => {
    const keepImage = i >= recent.length - history.screenshots && turn.observation.screenshot !== undefined;
    messages.push({
      role: "user",
      content: keepImage
        ? [imagePart(turn.observation), { type: "text", text: `(The screen before step ${turn.step}.)` }]
        : `[The screen before step ${turn.step} is omitted to save context.]`,
    });
    messages.push({ role: "assistant", content: turn.response });
    if (turn.bashOutput) messages.push({ role: "user", content: `Bash command output:\n${turn.bashOutput}` });
    if (turn.errorFeedback)
      messages.push({ role: "user", content: `Action execution error: ${turn.errorFeedback}` });
  });
  messages.push(observationMessage(current));
  return messages;
}

/** The current observation: screenshot and accessibility tree, whichever are available. */
export function observationMessage(observation: AgentObservation | undefined): ChatMessage {
  const tree =
    observation?.a11y !== undefined
      ? `Here is the current accessibility tree of the desktop:\n\n\`\`\`\n${observation.a11y}\n\`\`\``
      : undefined;
  if (observation?.screenshot) {
    return {
      role: "user",
      content: [imagePart(observation), ...(tree ? [{ type: "text" as const, text: tree }] : [])],
    };
  }
  return {
    role: "user",
    content: tree ?? "[No observation available — screenshot and accessibility tree both unavailable]",
  };
}

function imagePart(observation: AgentObservation): ContentPart {
  const shot = observation.screenshot!;
  return { type: "image", mediaType: shot.mediaType, data: shot.data.toString("base64") };
}

/** agent_conversation.json: the window as OpenAI-shaped messages, images replaced by a marker. */
export function conversationLog(messages: ChatMessage[]): Array<{ role: string; content: unknown }> {
  return messages.map((m) => ({
    role: m.role,
    content:
      typeof m.content === "string"
        ? m.content
        : m.content.map((part) =>
            part.type === "text"
              ? { type: "text", text: part.text }
              : { type: "image_url", image_url: { url: "[base64 image data omitted]" } },
          ),
  }));
}
