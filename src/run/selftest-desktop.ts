import { randomUUID } from "node:crypto";
import type Docker from "dockerode";
import { ConfigError, isDesktestError } from "../errors/desktest-error.ts";
import { ExitCode } from "../errors/exit-code.ts";
import { placeTask } from "../session/backends.ts";
import type { PlacementFlags, StartContext } from "../session/desktop-backend.ts";
import { connectDocker } from "../session/docker-connection.ts";
import { prepareDesktop } from "../session/prepare-desktop.ts";
import { selftestChecks } from "../session/selftest/selftest-checks.ts";
import type { SelftestRow } from "../session/selftest/selftest-row.ts";
import type { Session } from "../session/session.ts";
import { resolveHostPaths } from "../task/host-paths.ts";
import type { AppConfig, Task } from "../task/model.ts";
import { loadValidTask } from "./load-task-file.ts";

export interface SelftestOptions {
  /** The task file whose desktop to check; without one (or `task`), a bare desktop of the flags' backend. */
  taskFile?: string;
  /** A task already made (init-macos and init-windows check the image they made). */
  task?: Task;
  flags: PlacementFlags;
  cwd: string;
  env: NodeJS.ProcessEnv;
  width: number;
  height: number;
  prebuiltImage?: string;
  noNetwork?: boolean;
  log?: (line: string) => void;
  debugLog?: (line: string) => void;
}

export interface SelftestResult {
  /** The backend the desktop ran on (empty when placement failed). */
  backend: string;
  /** The guest's operating system, once the agent answered. */
  platform?: string;
  rows: SelftestRow[];
  /** 0 every row passed, 1 one failed, 2 a configuration error, 3 the desktop did not start. */
  exitCode: ExitCode;
}

/**
 * `desktest selftest`: the desktop a task would get (placed by BACKENDS, started by prepareDesktop as a
 * run starts it, its agent included), then every guest operation of a run checked and timed on it
 * (selftestChecks), and the desktop removed. Without a task file, a bare desktop of the flags' backend.
 */
export async function selftestDesktop(options: SelftestOptions): Promise<SelftestResult> {
  let backend = "";
  const startRow = (ok: boolean, ms: number, detail: string, fix?: string): SelftestRow => ({
    ok,
    operation: "desktop start",
    ms,
    detail,
    ...(fix ? { fix } : {}),
  });
  const started = performance.now();
  let session: Session | undefined;
  try {
    const loaded = options.taskFile
      ? await loadValidTask(options.taskFile, { cwd: options.cwd })
      : {
          task:
            options.task ??
            selftestTask({ type: "folder", dir: options.cwd, entrypoint: "selftest", electron: false }),
          locate: (pointer: string) => ({ file: "(selftest)", pointer }),
          dir: options.cwd,
        };
    const task = resolveHostPaths(loaded.task, loaded.dir, options.cwd).task;
    const placement = placeTask({ task, locate: loaded.locate }, options.flags);
    backend = placement.backend.name;
    let docker: Docker | undefined;
    const context: StartContext = {
      runId: randomUUID(),
      width: options.width,
      height: options.height,
      env: {},
      hostEnv: options.env,
      flags: placement.flags,
      noNetwork: options.noNetwork,
      prebuiltImage: options.prebuiltImage,
      docker: async () => (docker ??= await connectDocker()),
      locate: loaded.locate,
      log: options.log,
      debugLog: options.debugLog,
    };
    const prepared = placement.backend.prepare ? await placement.backend.prepare(task, context) : undefined;
    const ready = await prepareDesktop(task, placement, {
      ...context,
      ...(prepared !== undefined ? { prepared } : {}),
      desktopOnly: true,
      onSession: (s) => (session = s),
    });
    session = ready.session;
  } catch (error) {
    await session?.close().catch(() => undefined);
    const config = error instanceof ConfigError;
    const message = isDesktestError(error) ? error.describe().split("\n  hint: ")[0]! : String(error);
    const hint = isDesktestError(error) ? error.hint : undefined;
    return {
      backend,
      rows: [
        startRow(
          false,
          Math.round(performance.now() - started),
          message,
          hint ??
            (config
              ? "fix the task file or the flags named above"
              : "see the message; `desktest doctor` checks what this machine has for each backend"),
        ),
      ],
      exitCode: config ? ExitCode.config : ExitCode.infra,
    };
  }
  const desktop = session!;
  const rows: SelftestRow[] = [
    startRow(
      true,
      Math.round(performance.now() - started),
      `${backend}: ${desktop.screen.width}×${desktop.screen.height} ${desktop.os.platform} desktop`,
    ),
  ];
  try {
    rows.push(...(await selftestChecks(desktop)));
  } finally {
    await desktop.close().catch(() => undefined);
  }
  return {
    backend,
    platform: desktop.os.platform,
    rows,
    exitCode: rows.every((row) => row.ok) ? ExitCode.pass : ExitCode.fail,
  };
}

/**
 * A task that only says where its desktop runs: `app` decides the backend (a folder app, which every
 * Linux backend takes: Docker's default image, the Linux VM, the host, --ssh; a macos_tart or windows_vm
 * app names its image). The selftest starts the desktop only, so the app is never deployed.
 */
export function selftestTask(app: AppConfig): Task {
  return {
    schema_version: "1.0",
    id: "selftest",
    instruction: "desktest selftest",
    app,
    config: [],
    evaluator: { mode: "llm", metrics: [], conjunction: "and" },
    timeout: 600,
    max_steps: 1,
    max_a11y_nodes: 10_000,
    secrets: {},
  };
}
