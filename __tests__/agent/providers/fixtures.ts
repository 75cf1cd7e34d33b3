import { LlmError, type ChatMessage } from "../../../src/agent/providers/llm-provider.ts";
import {
  llmDoubleForTest,
  makePng,
  type LlmDouble,
  type LlmDoubleOptions,
} from "../../helpers/llm-double.ts";

export const KEY = "sk-test-0123456789abcdef-SECRET";

/** A double that is stopped when the current test ends. */
export async function double(options: LlmDoubleOptions = {}): Promise<LlmDouble> {
  return llmDoubleForTest({ apiKey: KEY, ...options });
}

export const screenshot = makePng(64, 40).toString("base64");

export function observation(tree: string): ChatMessage {
  return {
    role: "user",
    content: [
      { type: "image", mediaType: "image/png", data: screenshot },
      {
        type: "text",
        text: `Here is the current accessibility tree of the desktop:\n\n\`\`\`\n${tree}\n\`\`\``,
      },
    ],
  };
}

/** The conversation the agent builds: system, task, one past turn, the current observation. */
export function conversation(): ChatMessage[] {
  return [
    { role: "system", content: "You are a professional software tester." },
    { role: "user", content: "## Task\n\nSave the file.\n\nPlease complete the task above." },
    observation("[frame] gedit @ (0,0) 640x400"),
    { role: "assistant", content: "I will open the menu.\n```python\npyautogui.click(10, 10)\n```" },
    { role: "user", content: "Action execution error: nothing happened" },
    observation("[push button] Save @ (120,30) 40x20"),
  ];
}

/** A fake sleep that records the delays asked for and returns at once. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: async (ms: number) => {
      delays.push(ms);
    },
  };
}

/** The LlmError a call fails with (the test fails if it succeeds or throws something else). */
export async function failure(promise: Promise<unknown>): Promise<LlmError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LlmError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}
