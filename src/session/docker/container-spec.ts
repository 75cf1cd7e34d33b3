import type { ContainerCreateOptions } from "dockerode";
import { LABEL } from "../labels.ts";
import { creatorLabels, currentCreator, type CreatorIdentity } from "../creator-identity.ts";

export interface ContainerLimits {
  memoryBytes: number;
  nanoCpus: number;
  pidsLimit: number;
}

/** The reference CLI's defaults: 4 GiB, 4 CPUs, 512 processes. */
export const DEFAULT_LIMITS: ContainerLimits = {
  memoryBytes: 4 * 1024 ** 3,
  nanoCpus: 4_000_000_000,
  pidsLimit: 512,
};

/** The CFS period the CPU limit's quota is given in (Docker's and the kernel's default, 100 ms). */
const CPU_PERIOD_US = 100_000;

export interface ContainerSpecInput {
  image: string;
  runId: string;
  taskId: string;
  width: number;
  height: number;
  /** Extra environment, e.g. DESKTEST_SECRET_<name> values. */
  env?: Record<string, string>;
  noNetwork?: boolean;
  needsFuse?: boolean;
  limits?: Partial<ContainerLimits>;
  /** Relative CPU weight under contention (Docker's default 1024); a warm pool's waiting desktops start lower. */
  cpuShares?: number;
  /** Command for `docker_image` apps that start themselves; the image's own CMD otherwise. */
  cmd?: string[];
  now?: Date;
  pid?: number;
  /** Who creates it (default: this process, creator-identity.ts). */
  creator?: CreatorIdentity;
}

/**
 * Docker create options for one disposable desktop. No capabilities, no privilege escalation, bounded
 * memory/CPU/processes, labelled so an orphan can always be found and removed.
 */
export function containerSpec(input: ContainerSpecInput): ContainerCreateOptions {
  const limits = { ...DEFAULT_LIMITS, ...input.limits };
  const env = {
    DISPLAY_WIDTH: String(input.width),
    DISPLAY_HEIGHT: String(input.height),
    ...input.env,
  };
  const fuse = input.needsFuse === true;
  return {
    Image: input.image,
    ...(input.cmd ? { Cmd: input.cmd } : {}),
    Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
    Labels: {
      [LABEL.managed]: "true",
      [LABEL.runId]: input.runId,
      [LABEL.taskId]: input.taskId,
      ...creatorLabels(input.creator ?? currentCreator(input.pid)),
      [LABEL.createdAt]: (input.now ?? new Date()).toISOString(),
    },
    HostConfig: {
      Memory: limits.memoryBytes,
      MemorySwap: limits.memoryBytes,
      // The CPU limit as the CFS quota it becomes: Docker refuses NanoCpus above the host's CPU count
      // (4 on a 2-CPU runner), which took a `docker info` before every start to clamp; a quota above it
      // is accepted and limits nothing more, as the clamped NanoCpus did.
      CpuPeriod: CPU_PERIOD_US,
      CpuQuota: Math.round((limits.nanoCpus / 1_000_000_000) * CPU_PERIOD_US),
      PidsLimit: limits.pidsLimit,
      ...(input.cpuShares !== undefined ? { CpuShares: input.cpuShares } : {}),
      CapDrop: ["ALL"],
      // setuid fusermount needs privilege escalation, so FUSE apps trade no-new-privileges for SYS_ADMIN.
      ...(fuse
        ? {
            CapAdd: ["SYS_ADMIN"],
            Devices: [{ PathOnHost: "/dev/fuse", PathInContainer: "/dev/fuse", CgroupPermissions: "rwm" }],
          }
        : { SecurityOpt: ["no-new-privileges:true"] }),
      ...(input.noNetwork ? { NetworkMode: "none" } : {}),
    },
  };
}
