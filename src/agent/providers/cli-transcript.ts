import { textOf, type ChatMessage, type ContentPart, type ImageMediaType } from "./llm-provider.ts";

/** A screenshot the agent sent, numbered in the order the model sees it. */
export interface TranscriptImage {
  step: number;
  mediaType: ImageMediaType;
  data: Buffer;
  /** `step_003_screenshot.png`: the file name a CLI provider saves it under. */
  fileName: string;
}

/** One section of the flattened conversation. */
export type TranscriptSection =
  | { kind: "text"; text: string }
  | { kind: "response"; text: string }
  | { kind: "observation"; step: number; current: boolean; image?: TranscriptImage; text: string };

/** The conversation a local agent CLI receives as one prompt: its system text and its sections in order. */
export interface Transcript {
  system: string;
  sections: TranscriptSection[];
}

const EXTENSIONS: Record<ImageMediaType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/**
 * The provider-neutral conversation flattened for a CLI that takes one prompt (desktest-spec-runtime §6,
 * `claude-cli`): system messages joined; every user message with an image is an observation, numbered
 * 1..k (the last one is the current desktop); other user text kept as is; assistant turns become
 * `[Previous agent response]` sections.
 */
export function flattenConversation(messages: readonly ChatMessage[]): Transcript {
  const system: string[] = [];
  const sections: TranscriptSection[] = [];
  let step = 0;
  for (const message of messages) {
    if (message.role === "system") {
      system.push(textOf(message.content));
      continue;
    }
    if (message.role === "assistant") {
      sections.push({ kind: "response", text: textOf(message.content) });
      continue;
    }
    const image = typeof message.content === "string" ? undefined : message.content.find(isImage);
    if (!image) {
      sections.push({ kind: "text", text: textOf(message.content) });
      continue;
    }
    step += 1;
    const name = `step_${String(step).padStart(3, "0")}_screenshot.${EXTENSIONS[image.mediaType]}`;
    sections.push({
      kind: "observation",
      step,
      current: false,
      image: { step, mediaType: image.mediaType, data: Buffer.from(image.data, "base64"), fileName: name },
      text: textOf(message.content),
    });
  }
  const observations = sections.filter((s) => s.kind === "observation");
  const last = observations[observations.length - 1];
  if (last) last.current = true;
  return { system: system.filter((t) => t.trim() !== "").join("\n\n"), sections };
}

/** The heading an observation gets in the prompt. */
export function observationHeading(section: Extract<TranscriptSection, { kind: "observation" }>): string {
  return section.current
    ? `### Step ${section.step} (CURRENT — this is the latest desktop state)`
    : `### Step ${section.step} (previous)`;
}

function isImage(part: ContentPart): part is Extract<ContentPart, { type: "image" }> {
  return part.type === "image";
}
