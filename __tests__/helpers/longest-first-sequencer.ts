import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (its groups and projects, failed files first, then the longest by the last run's times or,
 * without them, the largest), except that the files named in LONGEST_FIRST go first, in that list's order. A long
 * file started last keeps its lane waiting on it alone while the other workers have nothing left to do, and on a
 * fresh clone (the CI's) vitest has no times: it orders by file size, which says little about a file's time (the
 * OSWorld oracle's 85 lines run for a minute; a VM file's time is its VMs').
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // (a stable sort: the files not listed keep vitest's order. Projects of different groups never share
    // workers, whatever their order here; those of one group, `unit` and `app`, share theirs)
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    return [...sorted].sort((a, b) => rank(a) - rank(b) || position.get(a)! - position.get(b)!);
  }
}

/**
 * The files that take longest, longest first within their group (from the CI log's timing table): the `unit` and
 * `app` files (one group, their workers shared), the `desktop` ones, then the `vm-host` ones (each boots or
 * restores several VMs under software emulation).
 */
export const LONGEST_FIRST = [
  // unit and app
  "__tests__/osworld/oracle/oracle.test.ts",
  "__tests__/app/exactly-once.test.ts",
  "__tests__/app/durability.test.ts",
  "__tests__/app/check-flow.test.ts",
  "__tests__/app/base-outcomes.test.ts",
  "__tests__/action/action-checks.test.ts",
  "__tests__/mcp/mcp-server.test.ts",
  "__tests__/mcp/mcp-clients.test.ts",
  "__tests__/app/commands.test.ts",
  // desktop
  "__tests__/osworld/examples-os.desktop.test.ts",
  "__tests__/osworld/examples-apps.desktop.test.ts",
  "__tests__/osworld/examples-profile.desktop.test.ts",
  "__tests__/osworld/media.desktop.test.ts",
  "__tests__/osworld/oracle/real-files.desktop.test.ts",
  "__tests__/run/run-task.desktop.test.ts",
  "__tests__/osworld/vlc-playing.desktop.test.ts",
  "__tests__/mcp/mcp-desktops.desktop.test.ts",
  "__tests__/agent/agent-outcomes.desktop.test.ts",
  // vm-host
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
