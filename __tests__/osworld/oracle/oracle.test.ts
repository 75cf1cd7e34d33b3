import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METRIC_SUPPORT, NOT_IN_ORACLE_NAMES } from "../../../src/osworld/support.ts";
import { METRICS } from "../../../src/osworld/metrics/index.ts";
import type { OracleCase } from "./cases.ts";
import {
  agree,
  describeOutcome,
  documentedDisagreements,
  ourOutcome,
  pythonOutcome,
  requestOf,
  type Outcome,
} from "./compare.ts";
import { Oracle } from "./oracle.ts";
import { ALL_CASES } from "./all-cases.ts";

/**
 * The differential suite: every input runs through OSWorld's own function (desktop-env 1.0.2, in the
 * oracle's Python environment) and ours; a disagreement fails unless docs/osworld.md explains it.
 */
const documented = documentedDisagreements();
const outcomes = new Map<string, { python: Outcome; ours: Outcome }>();
let oracle: Oracle | undefined;

beforeAll(async () => {
  oracle = Oracle.start();
  // OSWorld's answers are computed in the oracle's process while ours are computed here (one case at a
  // time: a case may freeze Date); each side works in folders of its own.
  const asked = oracle.ask(ALL_CASES.map(requestOf));
  const ours: Outcome[] = [];
  for (const c of ALL_CASES) ours.push(await ourOutcome(c));
  const answers = await asked;
  for (const [i, c] of ALL_CASES.entries())
    outcomes.set(c.name, { python: pythonOutcome(answers[i]!, c), ours: ours[i]! });
}, 900_000);

afterAll(() => oracle?.stop());

const byGroup = new Map<string, OracleCase[]>();
for (const c of ALL_CASES) {
  const group =
    c.kind === "metric" ? c.func : c.kind === "soup" ? `BeautifulSoup ${c.parser}` : `${c.kind} ${c.func}`;
  byGroup.set(group, [...(byGroup.get(group) ?? []), c]);
}

describe("OSWorld's evaluators and desktest's agree", () => {
  it("case names are unique", () => {
    const names = ALL_CASES.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("every supported metric has cases (infeasible is the scorer's, not a function; names newer than desktop-env 1.0.2 have tests of their own)", () => {
    const supported = Object.keys(METRIC_SUPPORT).filter(
      (m) => METRIC_SUPPORT[m]!.supported && m !== "infeasible",
    );
    const covered = new Set(ALL_CASES.flatMap((c) => (c.kind === "metric" ? [c.func] : [])));
    expect(supported.filter((m) => !covered.has(m) && !NOT_IN_ORACLE_NAMES.has(m))).toEqual([]);
    expect(supported.sort()).toEqual(Object.keys(METRICS).sort());
  });

  for (const [group, cases] of byGroup) {
    describe(group, () => {
      for (const c of cases) {
        it(c.name, () => {
          const { python, ours } = outcomes.get(c.name)!;
          const same = agree(python, ours);
          const why = documented.get(c.name);
          if (!same && why === undefined)
            expect.fail(
              `OSWorld ${describeOutcome(python)}, desktest ${describeOutcome(ours)}; fix desktest, or explain the difference in docs/osworld.md`,
            );
          if (same && why !== undefined)
            expect.fail(
              `documented as a disagreement, but both give ${describeOutcome(ours)}: remove it from docs/osworld.md`,
            );
        });
      }
    });
  }

  it("every documented disagreement names a case", () => {
    const names = new Set(ALL_CASES.map((c) => c.name));
    expect([...documented.keys()].filter((n) => !names.has(n))).toEqual([]);
  });
});
