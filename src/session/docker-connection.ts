import Docker from "dockerode";
import { InfraError } from "../errors/desktest-error.ts";

/** A Docker client for DOCKER_HOST or the local socket, checked to answer. */
export async function connectDocker(): Promise<Docker> {
  const docker = new Docker();
  try {
    await docker.ping();
  } catch (error) {
    throw new InfraError(`Cannot connect to Docker: ${(error as Error).message}`, {
      hint: "start the Docker engine (on an offline Debian host: sudo bash docker/scripts/start-dockerd.sh) or set DOCKER_HOST",
      cause: error,
    });
  }
  return docker;
}
