import {
  StreamSession
} from "./chunk-7LVQLD6I.js";
import {
  Redactor
} from "./chunk-L7PK2PAX.js";
import {
  ConfigError,
  InfraError,
  TestFailure
} from "./chunk-DWPD5B2R.js";

// src/session/app-launch.ts
import { existsSync, lstatSync, statSync } from "node:fs";
import path from "node:path";
var ELECTRON_FLAGS = ["--no-sandbox", "--disable-gpu", "--force-renderer-accessibility"];
async function deployApp(session, app, options = {}) {
  switch (app.type) {
    case "appimage": {
      const target = `${session.home}/${path.basename(app.path)}`;
      await session.copyIn(app.path, session.home);
      await makeExecutable(session, app.path, target);
      return {
        command: [
          target,
          "--appimage-extract-and-run",
          "--no-sandbox",
          ...app.electron ? ELECTRON_FLAGS.slice(1) : []
        ]
      };
    }
    case "folder": {
      const dir = `${session.home}/${path.basename(path.resolve(app.dir))}`;
      const entry = path.posix.join(dir, app.entrypoint);
      if (!entry.startsWith(dir + "/"))
        throw new ConfigError(`the app entrypoint '${app.entrypoint}' leaves the app folder`);
      await session.copyIn(app.dir, session.home);
      await makeExecutable(
        session,
        path.join(path.resolve(app.dir), app.entrypoint),
        entry,
        "the entrypoint "
      );
      return { command: [entry, ...app.electron ? ELECTRON_FLAGS : []], cwd: dir };
    }
    case "docker_image":
      return app.entrypoint_cmd ? { command: ["bash", "-c", app.entrypoint_cmd] } : void 0;
    case "vnc_attach":
      return void 0;
    case "windows_vm":
    case "windows_native":
    case "macos_native":
    case "macos_tart":
      return deployProgramApp(session, app, options);
    default:
      throw new ConfigError(`app type '${app.type}' is not known to this version`);
  }
}
async function launchApp(session, launch, timeoutMs = 3e4) {
  const before = new Set((await session.windows()).map((w) => w.id));
  const start = performance.now();
  const pid = await session.spawn(launch.command, {
    log: session.os.appLog,
    ...launch.cwd ? { cwd: launch.cwd } : {}
  });
  let nextLivenessCheck = LIVENESS_CHECK_MS;
  for (; ; ) {
    const lookStart = performance.now();
    const fresh = (await session.windows()).find(
      (w) => w.mapped && !before.has(w.id) && w.width > 1 && w.height > 1
    );
    const elapsed = performance.now() - start;
    if (fresh) {
      await accessibilityOf(session, fresh);
      return { pid, window: fresh, ms: elapsed };
    }
    if (elapsed > timeoutMs) {
      throw new InfraError(
        `the app showed no window within ${Math.round(timeoutMs / 1e3)}s of starting ${describe(launch)}${await logTail(session)}`
      );
    }
    if (session.os.platform === "linux" && elapsed >= nextLivenessCheck) {
      const checkStart = performance.now();
      const alive = await session.exec(["pgrep", "-s", String(pid)], { timeoutMs: 5e3 });
      if (alive.exitCode === 1) {
        throw new InfraError(
          `the app exited before showing a window: ${describe(launch)}${await logTail(session)}`
        );
      }
      const checkMs = performance.now() - checkStart;
      nextLivenessCheck = performance.now() - start + Math.max(LIVENESS_CHECK_MS, LIVENESS_SHARE * checkMs);
    }
    const workMs = performance.now() - lookStart;
    await new Promise((resolve) => setTimeout(resolve, Math.max(LOOK_EVERY_MS, workMs)));
  }
}
var LOOK_EVERY_MS = 25;
var LIVENESS_CHECK_MS = 250;
var LIVENESS_SHARE = 8;
var ACCESSIBILITY_WAIT_MS = 1e3;
async function accessibilityOf(session, window) {
  if (session.os.platform !== "linux" || window.pid === null || !session.guest.supports("a11y_apps")) return;
  const until = performance.now() + ACCESSIBILITY_WAIT_MS;
  while (performance.now() < until) {
    const apps = await session.guest.a11yApps().catch(() => void 0);
    if (!apps || apps.some((app) => app.pid === window.pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
async function makeExecutable(session, hostFile, target, what = "") {
  if (executableByAll(hostFile)) return;
  await mustSucceed(session, ["chmod", "+x", target], `making ${what}${target} executable`);
}
function executableByAll(file) {
  try {
    const stats = lstatSync(file);
    return stats.isFile() && (stats.mode & 73) === 73;
  } catch {
    return false;
  }
}
async function mustSucceed(session, argv, doing) {
  const result = await session.exec(argv, { timeoutMs: 3e4 });
  if (result.exitCode !== 0)
    throw new InfraError(`${doing} failed: ${result.stderr.trim() || `exit code ${result.exitCode}`}`);
}
async function logTail(session) {
  const log = session.os.appLog;
  const tail = await session.exec(session.os.tailCommand(log, 20), { timeoutMs: 5e3 }).catch(() => void 0);
  const text = tail?.stdout.trim();
  return text ? `
app log (${log}):
${text}` : "";
}
function describe(launch) {
  return typeof launch.command === "string" ? launch.command : launch.command.join(" ");
}
async function deployProgramApp(session, app, options) {
  let program;
  if (app.app_path) {
    if (!session.local && existsSync(app.app_path)) {
      options.onPhase?.("copying the app into the desktop");
      await session.copyIn(app.app_path, session.home);
      program = session.os.join(session.home, path.basename(app.app_path));
      if (session.os.platform !== "windows" && statSync(app.app_path).isFile())
        await mustSucceed(session, ["chmod", "+x", program], `making ${program} executable`);
    } else {
      program = app.app_path;
      const there = await session.guest.stat(program).catch(() => void 0);
      if (!there?.exists)
        throw new ConfigError(
          `app_path '${app.app_path}' is neither a file on this machine nor a path in the desktop`,
          {
            location: options.locate?.("/app/app_path"),
            hint: "write a path relative to the task file, or an absolute path inside the VM's disk"
          }
        );
    }
  }
  if ("installer_cmd" in app && app.installer_cmd) {
    const redact = (text) => options.redactor?.redact(text) ?? text;
    options.onPhase?.("running the installer (installer_cmd)");
    const timeoutMs = options.installerTimeoutMs ?? 18e5;
    const result = await session.exec(app.installer_cmd, { timeoutMs });
    if (result.timedOut || result.exitCode !== 0) {
      const output = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-10).join("\n");
      const how = result.timedOut ? `did not finish within ${Math.round(timeoutMs / 1e3)} s and was killed` : `exited with code ${result.exitCode}`;
      throw new TestFailure(
        redact(
          `the app's installer (installer_cmd) ${how}: ${app.installer_cmd}${output ? `
${output}` : ""}`
        ),
        {
          location: options.locate?.("/app/installer_cmd")
        }
      );
    }
  }
  return programLaunch(app, session.os, program);
}
function programLaunch(app, os, program) {
  if ("launch_cmd" in app && app.launch_cmd) return { command: app.launch_cmd };
  const electron = app.type === "macos_tart" && app.electron ? ["--args", ...ELECTRON_FLAGS.slice(1)] : [];
  if ("bundle_id" in app && app.bundle_id) return { command: ["open", "-b", app.bundle_id, ...electron] };
  if (!program) return void 0;
  if (os.platform === "windows") return { command: os.startCommand(program) };
  if (os.platform === "macos" && /\.app\/?$/i.test(program))
    return { command: ["open", program, ...electron] };
  return { command: [program] };
}

// src/session/setup-steps.ts
function describeStep(step) {
  switch (step.type) {
    case "execute":
      return `execute: ${step.command}`;
    case "copy":
      return `copy: ${step.src} -> ${step.dest}`;
    case "open":
      return step.app ? `open: ${step.target} with ${step.app}` : `open: ${step.target}`;
    case "sleep":
      return `sleep: ${step.seconds}s`;
  }
}
async function runSetupSteps(session, steps, options = {}) {
  const redactor = options.redactor ?? new Redactor();
  for (const [i, step] of steps.entries()) {
    const description = redactor.redact(describeStep(step));
    options.onStep?.(i, description);
    options.log?.(`Running setup step ${i}: ${description}`);
    try {
      await runStep(session, step, options.stepTimeoutMs ?? 6e5);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new InfraError(redactor.redact(`Setup step ${i} (${step.type}) failed: ${reason}`), {
        location: options.locate?.(`/config/${i}`),
        cause: error
      });
    }
  }
}
async function runStep(session, step, timeoutMs) {
  switch (step.type) {
    case "execute": {
      const result = await session.exec(step.command, { timeoutMs });
      if (result.timedOut)
        throw new Error(
          `Command timed out after ${Math.round(timeoutMs / 1e3)}s and was killed: ${step.command}`
        );
      if (result.exitCode !== 0) {
        const output = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-10).join("\n");
        throw new Error(
          `Command exited with code ${result.exitCode}: ${step.command}${output ? `
${output}` : ""}`
        );
      }
      return;
    }
    case "copy":
      await session.copyIn(step.src, step.dest);
      return;
    case "open": {
      await session.spawn(session.os.openCommand(step.target, step.app), { log: session.os.appLog });
      return;
    }
    case "sleep":
      await new Promise((resolve) => setTimeout(resolve, step.seconds * 1e3));
      return;
  }
}

// src/session/prepare-desktop.ts
async function prepareDesktop(task, placement, options) {
  const { app } = task;
  const clock = stopwatch();
  const session = await placement.backend.start(task, options);
  const startMs = clock();
  options.onSession?.(session);
  if (options.desktopOnly)
    return { session, timings: { startMs, deployMs: 0, setupMs: 0, launchMs: 0, windowMs: 0 } };
  try {
    if (session instanceof StreamSession) session.requirePermissions();
    const phase = options.onPhase ?? (() => void 0);
    phase("deploying the app");
    const launch = await deployApp(session, app, {
      redactor: options.redactor,
      locate: options.locate,
      onPhase: phase
    });
    const deployMs = clock();
    await runSetupSteps(session, task.config, {
      redactor: options.redactor,
      locate: options.locate,
      log: options.log,
      onStep: (i, description) => phase(`running setup step ${i} (${description})`)
    });
    const setupMs = clock();
    phase("waiting for the app's window");
    const launched = launch ? await launchApp(session, launch, options.windowTimeoutMs) : void 0;
    return {
      session,
      ...launched ? { app: launched } : {},
      timings: { startMs, deployMs, setupMs, launchMs: clock(), windowMs: Math.round(launched?.ms ?? 0) }
    };
  } catch (error) {
    await session.close().catch(() => void 0);
    throw error;
  }
}
function stopwatch() {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    return Math.round(elapsed);
  };
}

export {
  prepareDesktop
};
