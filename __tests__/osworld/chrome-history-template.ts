import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Chrome's History tables as its template has them (urls, visits, meta), for OSWorld's update_browse_history. */
const CHROME_SCHEMA = [
  "CREATE TABLE meta(key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR)",
  "CREATE TABLE urls(id INTEGER PRIMARY KEY AUTOINCREMENT,url LONGVARCHAR,title LONGVARCHAR,visit_count INTEGER DEFAULT 0 NOT NULL,typed_count INTEGER DEFAULT 0 NOT NULL,last_visit_time INTEGER NOT NULL,hidden INTEGER DEFAULT 0 NOT NULL)",
  "CREATE TABLE visits(id INTEGER PRIMARY KEY AUTOINCREMENT,url INTEGER NOT NULL,visit_time INTEGER NOT NULL,from_visit INTEGER,transition INTEGER DEFAULT 0 NOT NULL,segment_id INTEGER,visit_duration INTEGER DEFAULT 0 NOT NULL,incremented_omnibox_typed_score BOOLEAN DEFAULT FALSE NOT NULL,opener_visit INTEGER,originator_cache_guid TEXT,originator_visit_id INTEGER,originator_from_visit INTEGER,originator_opener_visit INTEGER,is_known_to_sync BOOLEAN DEFAULT FALSE NOT NULL,consider_for_ntp_most_visited BOOLEAN DEFAULT FALSE NOT NULL,external_referrer_url TEXT,visited_link_id INTEGER,app_id TEXT)",
  "INSERT INTO meta VALUES ('version', '66'), ('last_compatible_version', '16')",
];

/** An empty Chrome History database at `file` (folders created), with extra SQL run on it. */
export function historyTemplate(file: string, extra: string[] = []): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec([...CHROME_SCHEMA, ...extra].join(";"));
  db.close();
  return file;
}

/** Where OSWorld's template sits in a clone of its Hugging Face file cache. */
export const TEMPLATE_IN_FILE_CACHE = "chrome/44ee5668-ecd5-4366-a6ce-c1c9b8d4e938/history_empty.sqlite";
