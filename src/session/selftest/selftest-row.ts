/** One line of `desktest selftest`'s answer: an operation on the desktop, checked and timed. */
export interface SelftestRow {
  ok: boolean;
  operation: string;
  /** How long the operation took, in milliseconds. */
  ms: number;
  /** What was seen (sizes, text read back, the window found) or what went wrong. */
  detail: string;
  /** What to do about a failure, and whose it is to do. Present on every failed row. */
  fix?: string;
}

/** The operations a selftest checks, in the order it runs them. */
export const SELFTEST_OPERATIONS = [
  "desktop start",
  "guest agent",
  "permissions",
  "scratch window",
  "window list",
  "screenshot",
  "pointer",
  "typing",
  "accessibility read-back",
  "clipboard",
  "file round trip",
  "cleanup",
] as const;
export type SelftestOperation = (typeof SELFTEST_OPERATIONS)[number];

/** A failed row: what went wrong and how to fix it. */
export class SelftestFailure extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
  }
}
