import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  HISTORY_CHOWN_COMMAND,
  chromeHistoryPath,
  writeBrowseHistory,
} from "../../../src/osworld/browse-history.ts";
import { historyTemplate } from "../chrome-history-template.ts";
import { Files, type SetupCase } from "./cases.ts";

// OSWorld's update_browse_history setup step: the rows it adds to its History template and the visit times
// it computes from a fixed "now", against desktest's. The template has Chrome's urls/visits/meta tables.
const f = new Files();

const empty = historyTemplate(path.join(f.dir, "templates", "empty.sqlite"));
const withRows = historyTemplate(path.join(f.dir, "templates", "rows.sqlite"), [
  "INSERT INTO urls (url, title, visit_count, typed_count, last_visit_time, hidden) VALUES ('https://old.example/', 'Old', 3, 1, 13300000000000000, 0)",
  "INSERT INTO visits (url, visit_time, from_visit, transition, segment_id, visit_duration) VALUES (1, 13300000000000000, 0, 0, 0, 0)",
]);
const noVisits = path.join(f.dir, "templates", "no-visits.sqlite");
{
  const db = new DatabaseSync(noVisits);
  db.exec(
    "CREATE TABLE urls(id INTEGER PRIMARY KEY AUTOINCREMENT,url LONGVARCHAR,title LONGVARCHAR,visit_count INTEGER DEFAULT 0 NOT NULL,typed_count INTEGER DEFAULT 0 NOT NULL,last_visit_time INTEGER NOT NULL,hidden INTEGER DEFAULT 0 NOT NULL)",
  );
  db.close();
}

type Item = { url: unknown; title: unknown; visit_time_from_now_in_seconds: unknown };
const item = (url: unknown, title: unknown, seconds: unknown): Item => ({
  url,
  title,
  visit_time_from_now_in_seconds: seconds,
});

/** Rows of the History's urls and visits tables (exact integers). */
function rowsOf(file: string): { urls: unknown[][]; visits: unknown[][] } {
  const db = new DatabaseSync(file, { readOnly: true });
  const all = (sql: string) => {
    const statement = db.prepare(sql);
    statement.setReadBigInts(true);
    return (statement.all() as Record<string, unknown>[]).map((row) => Object.values(row));
  };
  try {
    return {
      urls: all(
        "SELECT id, url, title, visit_count, typed_count, last_visit_time, hidden FROM urls ORDER BY id",
      ),
      visits: all(
        "SELECT id, url, visit_time, from_visit, transition, segment_id, visit_duration FROM visits ORDER BY id",
      ),
    };
  } finally {
    db.close();
  }
}

let serial = 0;
function historyCase(name: string, history: unknown, now: string, template = empty): SetupCase {
  const dir = path.join(f.dir, `case-${++serial}`);
  const cacheDir = path.join(dir, "python-cache");
  mkdirSync(cacheDir, { recursive: true });
  return {
    kind: "setup",
    name: `update_browse_history: ${name}`,
    func: "_update_browse_history_setup",
    parameters: { history },
    cacheFiles: { "history_new.sqlite": readFileSync(template) },
    cacheDir,
    now,
    ours: () => {
      const out = path.join(dir, "ours.sqlite");
      writeBrowseHistory(template, out, history as Item[]);
      return {
        path: chromeHistoryPath("/home/user"),
        ...rowsOf(out),
        commands: [[[HISTORY_CHOWN_COMMAND], true]],
      };
    },
    view: (answer) => {
      const [guestPath, bytes] = answer.uploads[0]!;
      const file = path.join(dir, "python.sqlite");
      writeFileSync(file, bytes);
      return { path: guestPath, ...rowsOf(file), commands: answer.commands };
    },
  };
}

const NOW = "2024-05-01T12:30:45.123";
const OSWORLD_ITEMS = [
  item(
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "Rick Astley - Never Gonna Give You Up (Official Music Video)",
    3600,
  ),
  item("https://www.youtube.com/watch?v=9bZkp7q19f0", "PSY - GANGNAM STYLE(강남스타일) M/V", 1631),
  item("https://www.nytimes.com/", "The New York Times", 300),
  item("https://www.youtube.com/watch?v=9bZkp7q19f0", "PSY - GANGNAM STYLE(강남스타일) M/V", 3700),
  item("https://www.bbc.co.uk/", "BBC", 12400),
];

export const BROWSE_HISTORY_CASES: SetupCase[] = [
  historyCase("OSWorld's visits (a URL twice, a Korean title)", OSWORLD_ITEMS, NOW),
  historyCase("no visits", [], NOW),
  historyCase(
    "fractions of a second (float rounding of the timestamp)",
    [0.5, 1.0000005, 1e-7, 3600.25, 2.5e-6, 1.0000015, 0.0000005, 86399.9999995].map((s, i) =>
      item(`https://example.com/${i}`, `t${i}`, s),
    ),
    NOW,
  ),
  historyCase(
    "a visit in the future, now, and a year ago",
    [item("a", "a", -3600), item("b", "b", 0), item("c", "c", 31_536_000)],
    NOW,
  ),
  historyCase("the clock at a whole second", [item("https://x.org/", "X", 1)], "2023-12-31T23:59:59"),
  historyCase(
    "the clock just before midnight, a visit across New Year",
    [item("https://x.org/", "X", 0.999)],
    "2024-01-01T00:00:00.999",
  ),
  historyCase("seconds as true", [item("https://x.org/", "X", true)], NOW),
  historyCase(
    "an empty title, a null title, an empty URL",
    [item("", "", 5), item("https://x.org/", null, 6), item("https://y.org/", "Y ✓", 7)],
    NOW,
  ),
  historyCase("a template with rows already", [item("https://new.example/", "New", 60)], NOW, withRows),
  historyCase("a template without a visits table", [item("https://x.org/", "X", 1)], NOW, noVisits),
  historyCase("seconds as text", [item("https://x.org/", "X", "60")], NOW),
  historyCase("seconds missing (null)", [item("https://x.org/", "X", null)], NOW),
  historyCase("a visit before year 1", [item("https://x.org/", "X", 1e12)], NOW),
  historyCase("more seconds than timedelta holds", [item("https://x.org/", "X", 1e15)], NOW),
  historyCase("a URL that is a list", [item(["https://x.org/"], "X", 1)], NOW),
];
