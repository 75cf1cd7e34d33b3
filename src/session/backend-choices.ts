/**
 * The `--backend` values (the CLI's choices, the Action's `backend` input): each is the `choice` of one
 * backend of BACKENDS (backends.ts), which a test holds equal. A list of its own so that the CLI can
 * offer it without loading any backend's code.
 */
export const BACKEND_CHOICES = ["docker", "vm", "host"] as const;

export type BackendChoice = (typeof BACKEND_CHOICES)[number];
