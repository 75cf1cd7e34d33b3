import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (its groups and projects, failed files first, then the longest by the last run's times or,
 * without them, the largest), except that the files named in LONGEST_FIRST go first in their project, in that
 * list's order. For the `vm-host` files, two at a time: the last run's times are not there on a fresh clone (and
 * file size says little about how many VMs a file boots), and a long file started last keeps the lane waiting
 * on it alone while the other worker has nothing left to do.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // (a stable sort: files of other projects, and those not listed, keep vitest's order)
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort((a, b) => {
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      return rank(a) - rank(b) || position.get(a)! - position.get(b)!;
    });
  }
}

/**
 * The `vm-host` files that take longest, longest first (from the CI log's timing table): each boots or restores
 * several VMs under software emulation.
 */
export const LONGEST_FIRST = [
  "__tests__/run/tart-backend.desktop.test.ts",
  "__tests__/run/vm-backend.desktop.test.ts",
  "__tests__/record/record.desktop.test.ts",
  "__tests__/replay/replay-every-desktop.desktop.test.ts",
  "__tests__/session/vm/windows-image/windows-image.desktop.test.ts",
  "__tests__/session/vm/linux-vm.desktop.test.ts",
  "__tests__/run/failed-starts.desktop.test.ts",
  "__tests__/run/windows-vm-path.desktop.test.ts",
  "__tests__/cli/selftest.desktop.test.ts",
  "__tests__/run/host-backend.desktop.test.ts",
];
