import Docker from "dockerode";
import { DockerSession } from "./src/session/docker/docker-session.ts";
import { desktopImageTag, ensureDesktopImage } from "./src/session/docker/desktop-image.ts";
const docker = new Docker();
await ensureDesktopImage(docker);
const served = !process.env.PROBE_EXEC;
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  const s = await DockerSession.create(docker, { image: desktopImageTag(), taskId: "probe", width: 1280, height: 800, });
  const ms = performance.now() - t0;
  const ps = await s.exec(["sh", "-c", "grep -l -- --unix /proc/[0-9]*/cmdline 2>/dev/null | wc -l"]);
  console.log(`${served ? "served" : "exec"} ${ms.toFixed(0)} ms (served agents ${ps.stdout.trim()})`);
  await s.close();
}
