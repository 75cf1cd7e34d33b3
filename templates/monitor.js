/* global document, location, setTimeout, clearTimeout, setInterval, clearInterval, fetch, EventSource */
// The live view (templates/monitor.hbs): follows the server's events and shows each run's steps, its
// verdict and, while it runs, its desktop through noVNC. Everything from the server is inserted as text
// (textContent), never as HTML: thoughts and code come from an LLM.

const runs = new Map();
const main = document.getElementById("runs");
const waiting = document.getElementById("waiting");
const connection = document.getElementById("connection");
const progress = document.getElementById("progress");
const finishedNote = document.getElementById("finished");
let rfbModule;
/** Every run has ended and the server stays up a while (a `finished` event): its closing is expected. */
let finished = false;

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function duration(ms) {
  if (typeof ms !== "number") return "";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function money(usd) {
  return typeof usd === "number" ? `$${usd.toFixed(4)}` : "";
}

function runUrl(run, rest) {
  return `/runs/${encodeURIComponent(run)}/${rest}`;
}

function startRun(event) {
  waiting.hidden = true;
  const section = el("section", "run");
  section.dataset.run = event.run;
  section.dataset.status = "running";
  const head = el("div", "run-head");
  head.append(el("h2", "", event.test_id));
  const status = el("span", "chip tone-done", "running");
  status.dataset.role = "status";
  head.append(status);
  if (event.max_steps) head.append(el("span", "fact", `at most ${event.max_steps} steps`));
  section.append(head);
  if (event.instruction) section.append(el("p", "instruction", event.instruction));
  const body = el("div", "run-body");
  const screenColumn = el("div", "screen-column");
  const screen = el("div", "screen");
  screen.dataset.role = "screen";
  const screenState = el(
    "p",
    "screen-state",
    event.vnc ? "connecting to the desktop…" : "no live desktop for this run",
  );
  screenColumn.append(screen, screenState);
  const steps = el("ol", "steps");
  steps.dataset.role = "steps";
  body.append(screenColumn, steps);
  section.append(body);
  main.prepend(section);
  const state = { section, status, screen, screenState, screenColumn, steps, rfb: undefined, ended: false };
  if (event.records) {
    // A recording counts what the person does only once the task is set up and the recorder listens.
    section.dataset.recording = "waiting";
    state.records = true;
  }
  runs.set(event.run, state);
  if (event.vnc) void connectVnc(event, state);
  return state;
}

// noVNC's modules, loaded once. A browser keeps a failed module fetch as failed for the page's life, and
// fetches in flight fail when the machine's network changes (Docker adds an interface for each desktop it
// starts), so each new attempt loads the module graph under a path of its own, which the server ignores.
const NOVNC_ATTEMPTS = 5;
let rfbLoading;

function loadNovnc(state) {
  rfbLoading ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await import(`/novnc/a${attempt}/core/rfb.js`);
      } catch (error) {
        if (attempt >= NOVNC_ATTEMPTS) {
          rfbLoading = undefined;
          throw error;
        }
        state.screenState.textContent = `loading the VNC client again (${attempt} of ${NOVNC_ATTEMPTS} failed: ${error})`;
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      }
    }
  })();
  return rfbLoading;
}

async function connectVnc(event, state) {
  try {
    rfbModule ??= await loadNovnc(state);
  } catch (error) {
    state.screenState.textContent = `the VNC client did not load after ${NOVNC_ATTEMPTS} attempts (${error}); reload the page to try again`;
    return;
  }
  if (state.ended) return;
  state.interactive = event.interactive === true;
  state.screen.querySelector("img[data-role=latest]")?.remove();
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const rfb = new rfbModule.default(state.screen, `${scheme}//${location.host}${runUrl(event.run, "vnc")}`, {
    shared: true,
  });
  rfb.viewOnly = !event.interactive;
  rfb.scaleViewport = true;
  rfb.background = "#000";
  state.rfb = rfb;
  // A handshake that stalls (the desktop's VNC server still starting) is dropped and tried again.
  const watchdog = setTimeout(() => {
    if (state.rfb === rfb && state.screen.dataset.vnc !== "connected") rfb.disconnect();
  }, 20000);
  rfb.addEventListener("connect", () => {
    clearTimeout(watchdog);
    state.vncAttempts = 0;
    state.screen.dataset.vnc = "connected";
    state.screenState.textContent = liveScreenState(state);
  });
  rfb.addEventListener("disconnect", () => {
    clearTimeout(watchdog);
    state.screen.dataset.vnc = "disconnected";
    state.rfb = undefined;
    if (state.ended) return;
    // The desktop's VNC server may still be starting: try again while the run goes on.
    state.vncAttempts = (state.vncAttempts ?? 0) + 1;
    if (state.vncAttempts > 30) {
      state.screenState.textContent = "the desktop's VNC connection ended";
      return;
    }
    state.screenState.textContent = "reconnecting to the desktop…";
    setTimeout(() => {
      if (!state.ended && !state.rfb) void connectVnc(event, state);
    }, 2000);
  });
  if (event.interactive && !state.section.querySelector("[data-role=stop]")) {
    const stop = el("button", "stop", "Stop");
    stop.type = "button";
    stop.title = "End this run (a recording writes what was recorded)";
    stop.addEventListener("click", async () => {
      stop.disabled = true;
      const response = await fetch(runUrl(event.run, "stop"), { method: "POST" }).catch(() => undefined);
      if (!response || response.status !== 204) {
        stop.disabled = false;
        state.screenState.textContent = "this run cannot be stopped from the page";
      }
    });
    stop.dataset.role = "stop";
    state.screenColumn.append(stop);
  }
}

/** What the caption under the live desktop says: read-only, usable, or (a recording) whether it records yet. */
function liveScreenState(state) {
  if (!state.interactive) return "live desktop (read-only)";
  if (!state.records) return "live desktop: you can use it";
  return state.section.dataset.recording === "on"
    ? "recording: what you do on the desktop is recorded"
    : "setting up the task: what you do now is not recorded yet";
}

/** The recorder listens: from now on the person's input is recorded. */
function startRecording(event) {
  const state = runs.get(event.run);
  if (!state || state.ended) return;
  state.section.dataset.recording = "on";
  state.status.textContent = "recording";
  if (state.screen.dataset.vnc === "connected") state.screenState.textContent = liveScreenState(state);
}

/** Without the live desktop (none, or the run ended), the screen shows the latest step's screenshot. */
function showLatestScreen(state) {
  if (state.rfb || !state.latestShot) return;
  let img = state.screen.querySelector("img[data-role=latest]");
  if (!img) {
    img = el("img");
    img.dataset.role = "latest";
    img.alt = "The latest screen of the run";
    state.screen.replaceChildren(img);
  }
  img.src = state.latestShot;
}

/** `waiting for the model… (step 3, 12 s)`, counting, until the step arrives or the run ends. */
function showThinking(event) {
  const state = runs.get(event.run);
  if (!state || state.ended) return;
  stopThinking(state);
  const since = Date.parse(event.since);
  const note = el("li", "thinking");
  note.dataset.role = "thinking";
  note.setAttribute("aria-live", "polite");
  const tick = () => {
    const secs = Number.isFinite(since) ? Math.max(0, Math.floor((Date.now() - since) / 1000)) : 0;
    note.textContent = `waiting for the model… (step ${event.step}, ${secs} s)`;
  };
  tick();
  state.thinking = { note, timer: setInterval(tick, 1000) };
  state.steps.append(note);
  note.scrollIntoView({ block: "nearest" });
}

function stopThinking(state) {
  if (!state.thinking) return;
  clearInterval(state.thinking.timer);
  state.thinking.note.remove();
  state.thinking = undefined;
}

function addStep(event) {
  const state = runs.get(event.run);
  if (!state) return;
  stopThinking(state);
  const item = el("li", "step");
  item.dataset.step = String(event.step);
  const head = el("div", "step-head");
  head.append(el("strong", "", `Step ${event.step}`), el("span", "", event.result));
  if (event.step_ms !== null) head.append(el("span", "", duration(event.step_ms)));
  if (event.cost_usd !== null) head.append(el("span", "", money(event.cost_usd)));
  if (event.input_tokens !== null && event.output_tokens !== null)
    head.append(el("span", "", `${event.input_tokens} in / ${event.output_tokens} out tokens`));
  head.append(el("span", "", event.timestamp));
  item.append(head);
  if (event.thought) item.append(el("p", "thought", event.thought));
  if (event.action_code) {
    const pre = el("pre");
    pre.append(el("code", "", event.action_code));
    item.append(pre);
  }
  if (event.error) item.append(el("p", "error", event.error));
  if (event.screenshot) {
    const img = el("img");
    img.alt = `The screen at step ${event.step}`;
    img.loading = "lazy";
    img.src = runUrl(event.run, `files/${encodeURIComponent(event.screenshot)}`);
    item.append(img);
    state.latestShot = img.src;
    showLatestScreen(state);
  }
  state.steps.append(item);
  item.scrollIntoView({ block: "nearest" });
}

function endRun(event) {
  const state = runs.get(event.run) ?? startRun({ run: event.run, test_id: event.test_id, vnc: false });
  state.ended = true;
  stopThinking(state);
  // The screen the checks saw replaces the last step's.
  if (event.final_screen)
    state.latestShot = runUrl(event.run, `files/${encodeURIComponent(event.final_screen)}`);
  state.section.dataset.status = event.status;
  state.status.textContent = event.status.toUpperCase();
  state.status.className = `chip tone-${event.status === "pass" ? "ok" : "error"}`;
  const words = event.status === "pass" ? "PASSED" : event.status === "fail" ? "FAILED" : "ERROR";
  const facts = [event.duration_ms ? duration(event.duration_ms) : "", money(event.cost_usd)]
    .filter(Boolean)
    .join(" · ");
  const verdict = el(
    "p",
    `verdict ${event.status}`,
    `${words}: ${event.reasoning}${facts ? ` (${facts})` : ""}`,
  );
  verdict.dataset.role = "verdict";
  // A later verdict (results.json after the trajectory's end) replaces an earlier one.
  state.section.querySelector("[data-role=verdict]")?.remove();
  state.section.querySelector(".run-head").after(verdict);
  const rfb = state.rfb;
  state.rfb = undefined;
  rfb?.disconnect();
  showLatestScreen(state);
  state.screenState.textContent = event.final_screen
    ? "the run has ended: the screen its checks saw"
    : state.latestShot
      ? "the run has ended: its last screen"
      : "the run has ended; its desktop is gone";
  state.section.querySelector("[data-role=stop]")?.remove();
}

function handle(event) {
  switch (event.type) {
    case "run_start":
      if (!runs.has(event.run)) startRun(event);
      break;
    case "step":
      addStep(event);
      break;
    case "thinking":
      showThinking(event);
      break;
    case "recording":
      startRecording(event);
      break;
    case "run_end":
      endRun(event);
      break;
    case "finished":
      showFinished(event);
      break;
    case "progress":
      progress.hidden = false;
      progress.textContent = `${event.completed}/${event.total} tasks done`;
      break;
  }
}

/** The run is over; the page keeps its final state (and says until when the server stays). */
function showFinished(event) {
  finished = true;
  connection.textContent = "finished";
  connection.className = "chip tone-done";
  connection.dataset.state = "finished";
  const until = event.until ? new Date(event.until) : undefined;
  finishedNote.textContent = until
    ? `The run has finished. This page shows its final state; the live view closes at ${until.toLocaleTimeString()}.`
    : "The run has finished. This page shows its final state until the command is stopped (Ctrl+C).";
  finishedNote.hidden = false;
}

const source = new EventSource("/events");
source.addEventListener("open", () => {
  connection.textContent = "live";
  connection.className = "chip tone-ok";
  connection.dataset.state = "live";
});
source.addEventListener("error", () => {
  if (finished) {
    // Expected: the live view closed after the run. What the page shows stays as it is.
    source.close();
    connection.textContent = "closed";
    connection.className = "chip tone-neutral";
    connection.dataset.state = "closed";
    finishedNote.textContent =
      "The run has finished and its live view has closed; this page keeps what it showed.";
    return;
  }
  connection.textContent = "disconnected";
  connection.className = "chip tone-error";
  connection.dataset.state = "disconnected";
});
source.addEventListener("message", (message) => {
  let event;
  try {
    event = JSON.parse(message.data);
  } catch {
    return;
  }
  handle(event);
});
