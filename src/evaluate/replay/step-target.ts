/**
 * The accessible element a step acted on (ours): its identity — role, name and path (`role:name` of its
 * application and window) — and where it was: the point the step acted at (x, y, in the step's code's
 * coordinates) and its box (screen units). A replay looks it up by its identity and acts on it where it
 * is now (desktest_guest.replay's find_target); in a replay's trajectory, where it was found.
 */
export interface StepTarget {
  role: string;
  name: string;
  x: number;
  y: number;
  box?: [number, number, number, number];
  path?: string[];
}

/** How a replayed step found what it acted on: by its recorded element, or at its recorded coordinates. */
export type FoundBy = "element" | "coordinates";
