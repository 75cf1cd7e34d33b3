import { Files, metricCases, type MetricCase } from "./cases.ts";

// Smaller metrics: answers, result files, desktop shortcuts, Thunderbird folders.
const f = new Files();
const text = (name: string, content: string) => f.write(name, content);
const shortcut = "[Desktop Entry]\nName=Google Chrome\nExec=/usr/bin/google-chrome %U\nType=Application\n";
const folder = (name: string, content: string) => text(name, content);

export const MISC_CASES: MetricCase[] = [
  ...metricCases("vscode", "compare_answer", [
    { name: "equal", result: "42", expected: { expected: "42" } },
    { name: "different", result: "41", expected: { expected: "42" } },
    { name: "empty", result: "", expected: { expected: "" } },
    { name: "None", result: null, expected: { expected: null } },
    { name: "no expected key", result: "x", expected: {} },
  ]),
  ...metricCases("vscode", "compare_result_files", [
    { name: "the same text", result: text("r1.txt", "done\n"), expected: text("e1.txt", "done") },
    {
      name: "a number inside a sentence",
      result: text("r2.txt", "The answer is 3.14"),
      expected: text("e2.txt", "3.14"),
    },
    { name: "numbers within 1e-4", result: text("r3.txt", "3.14159"), expected: text("e3.txt", "3.1416") },
    { name: "numbers apart", result: text("r4.txt", "3.2"), expected: text("e4.txt", "3.1") },
    { name: "text apart", result: text("r5.txt", "yes"), expected: text("e5.txt", "no") },
    { name: "None", result: null, expected: text("e6.txt", "1") },
    { name: "a missing file", result: f.missing("r.txt"), expected: text("e7.txt", "1") },
  ]),
  ...metricCases("chrome", "is_shortcut_on_desktop", [
    {
      name: "by name",
      result: { "chrome.desktop": shortcut },
      expected: { type: "name", name: "Google Chrome" },
    },
    {
      name: "by exec",
      result: { "chrome.desktop": shortcut },
      expected: { type: "exec", exec: "/usr/bin/google-chrome %U" },
    },
    {
      name: "not there",
      result: { "chrome.desktop": shortcut },
      expected: { type: "name", name: "Firefox" },
    },
    { name: "no shortcuts", result: {}, expected: { type: "name", name: "x" } },
    { name: "by url (not supported by OSWorld)", result: {}, expected: { type: "url", url: "x" } },
    { name: "a number name", result: { "a.desktop": "Name=5\n" }, expected: { type: "name", name: 5 } },
  ]),
  ...metricCases("thunderbird", "check_thunderbird_folder", [
    {
      name: "two folders with messages",
      result: folder("Inbox", "FROM - a\nSubject: x\n\nFROM - b\n"),
      expected: folder("Inbox-gold", "FROM - c\n"),
    },
    {
      name: "one starts with a separator, one does not",
      result: folder("Inbox2", "FROM - a"),
      expected: folder("Inbox2-gold", "From a"),
    },
    {
      name: "duplicates kept",
      result: folder("Inbox3", "FROM - FROM - a"),
      expected: folder("Inbox3-gold", "FROM - a"),
      options: { remove_duplicate: false },
    },
    {
      name: "lists",
      result: [folder("A", "x"), folder("B", "y")],
      expected: [folder("A-gold", "z"), folder("B-gold", "w")],
    },
    { name: "a None prediction", result: null, expected: folder("C-gold", "x") },
    { name: "a missing file", result: f.missing("Inbox"), expected: folder("D-gold", "x") },
  ]),
];
