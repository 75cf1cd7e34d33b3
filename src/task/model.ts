import type { TaskVisual } from "./ignore-regions.ts";
/**
 * The desktest task model (schema v1.0), with every default applied.
 * Field names are the file's own, so a task serialises back to the same format.
 */

export interface AppImageApp {
  type: "appimage";
  path: string;
  electron: boolean;
}
export interface FolderApp {
  type: "folder";
  dir: string;
  entrypoint: string;
  electron: boolean;
}
export interface DockerImageApp {
  type: "docker_image";
  image: string;
  digest?: string;
  entrypoint_cmd?: string;
  needs_fuse: boolean;
}
export interface VncAttachApp {
  type: "vnc_attach";
  note?: string;
}
export interface MacosTartApp {
  type: "macos_tart";
  base_image: string;
  bundle_id?: string;
  app_path?: string;
  launch_cmd?: string;
  electron: boolean;
}
export interface MacosNativeApp {
  type: "macos_native";
  bundle_id?: string;
  app_path?: string;
}
export interface WindowsVmApp {
  type: "windows_vm";
  base_image: string;
  app_path?: string;
  launch_cmd?: string;
  installer_cmd?: string;
}
export interface WindowsNativeApp {
  type: "windows_native";
  app_path?: string;
  launch_cmd?: string;
}
export type AppConfig =
  | AppImageApp
  | FolderApp
  | DockerImageApp
  | VncAttachApp
  | MacosTartApp
  | MacosNativeApp
  | WindowsVmApp
  | WindowsNativeApp;
export type AppType = AppConfig["type"];

export interface ExecuteStep {
  type: "execute";
  command: string;
}
export interface CopyStep {
  type: "copy";
  src: string;
  dest: string;
}
export interface OpenStep {
  type: "open";
  target: string;
  app?: string;
}
export interface SleepStep {
  type: "sleep";
  seconds: number;
}
export type SetupStep = ExecuteStep | CopyStep | OpenStep | SleepStep;

export type CompareMode = "exact" | "normalized";
export type MatchMode = "contains" | "equals" | "regex";
export type SemanticFormat = "json" | "yaml" | "xml" | "csv";

export interface FileCompareMetric {
  type: "file_compare";
  actual_path: string;
  expected_path: string;
  compare_mode: CompareMode;
}
export interface FileCompareSemanticMetric {
  type: "file_compare_semantic";
  actual_path: string;
  expected_path: string;
  format: SemanticFormat;
}
export interface CommandOutputMetric {
  type: "command_output";
  command: string;
  expected: string;
  match_mode: MatchMode;
}
export interface FileExistsMetric {
  type: "file_exists";
  path: string;
  should_not_exist: boolean;
}
export interface ExitCodeMetric {
  type: "exit_code";
  command: string;
  expected: number;
}
export interface ScriptReplayMetric {
  type: "script_replay";
  script_path: string;
  screenshots_dir?: string;
}
export type Metric =
  | FileCompareMetric
  | FileCompareSemanticMetric
  | CommandOutputMetric
  | FileExistsMetric
  | ExitCodeMetric
  | ScriptReplayMetric;
export type MetricType = Metric["type"];

export type EvaluatorMode = "llm" | "programmatic" | "hybrid";
export interface Evaluator {
  mode: EvaluatorMode;
  metrics: Metric[];
  conjunction: "and" | "or";
  eval_timeout_secs?: number;
}

export interface LlmJudgeCondition {
  type: "llm_judge";
  prompt: string;
}
export type EarlyExitCondition =
  FileCompareMetric | CommandOutputMetric | FileExistsMetric | ExitCodeMetric | LlmJudgeCondition;
export interface EarlyExit {
  condition: EarlyExitCondition;
  check_every: number;
  message?: string;
}

export interface SecretDef {
  env: string;
  default?: string;
}

export interface Task {
  schema_version: "1.0";
  id: string;
  instruction: string;
  completion_condition?: string;
  app: AppConfig;
  config: SetupStep[];
  /** Absent in the file means mode "llm" with no metrics. */
  evaluator: Evaluator;
  timeout: number;
  max_steps: number;
  a11y_timeout_secs?: number;
  max_a11y_nodes: number;
  secrets: Record<string, SecretDef>;
  metadata?: unknown;
  replay_script?: string;
  replay_screenshots_dir?: string;
  early_exit?: EarlyExit;
  /** Regions screen comparisons leave out (ours, not the reference's: docs/compatibility.md). */
  visual?: TaskVisual;
}

export const TASK_DEFAULTS = {
  timeout: 300,
  max_steps: 15,
  max_a11y_nodes: 10_000,
  check_every: 1,
  compare_mode: "exact",
  match_mode: "contains",
  conjunction: "and",
  eval_timeout_secs: 120,
} as const;
