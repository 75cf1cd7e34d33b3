import type { ProbotOctokit } from "probot";
import type { RepoRef } from "./types.ts";

export type Role = "none" | "read" | "triage" | "write" | "maintain" | "admin";

const RANK: Record<Role, number> = { none: 0, read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };

/**
 * A user's role on the repository from the collaborator-permission endpoint's `role_name` (which
 * tells triage and maintain apart, unlike the legacy `permission` field). A custom role's name is not
 * one of the five, so it is ranked by the base permissions it grants (`user.permissions`). A user the
 * endpoint does not know (404) has no role.
 */
export async function repositoryRole(octokit: ProbotOctokit, repo: RepoRef, username: string): Promise<Role> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
    const name = data.role_name?.toLowerCase();
    if (name && name in RANK) return name as Role;
    const p = data.user?.permissions;
    if (p?.admin) return "admin";
    if (p?.maintain) return "maintain";
    if (p?.push) return "write";
    if (p?.triage) return "triage";
    if (p?.pull) return "read";
    return "none";
  } catch (error) {
    if ((error as { status?: number }).status === 404) return "none";
    throw error;
  }
}

export function atLeast(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}
