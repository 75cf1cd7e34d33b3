"""The Tart stand-in's saved guest states (see `tart`): a VM's state once it is up, so that later VMs with
the same disk start from that moment instead of booting again. Over QEMU's QMP socket:

  standin-state.py save QMP_SOCKET AGENT_SOCKET ADDRESS DISK READY_DIR QEMU_PID
      wait until the VM's desktop is up (the image's guest agent, on the VM's virtio-serial port at
      AGENT_SOCKET, finds /tmp/desktop-ready) and its sshd answers at ADDRESS:22 (its SSH banner), pause
      the VM, migrate its state to READY_DIR/state and copy its disk as it is then to
      READY_DIR/disk.qcow2, and let it run on. READY_DIR
      appears whole or not at all (made under a private name, then renamed); nothing is saved if the VM
      ends first.
  standin-state.py resume QMP_SOCKET
      once QEMU has loaded a saved state (-incoming), run the VM (a state saved paused loads paused).
  standin-state.py suspend QMP_SOCKET STATE_FILE
      `tart suspend`: pause the VM, migrate its state to STATE_FILE (whole or not at all: written under a
      private name, then renamed) and end QEMU. Its disk stays as the state knows it.
"""

import json
import os
import shutil
import socket
import sys
import time


class Qmp:
    def __init__(self, path, deadline):
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.settimeout(30)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        self.file = self.sock.makefile("rw")
        self.file.readline()  # (the greeting)
        self.execute("qmp_capabilities")

    def execute(self, command, arguments=None):
        request = {"execute": command}
        if arguments is not None:
            request["arguments"] = arguments
        self.file.write(json.dumps(request) + "\n")
        self.file.flush()
        while True:
            line = self.file.readline()
            if not line:
                raise OSError("QEMU closed its QMP socket")
            reply = json.loads(line)
            if "error" in reply:
                raise OSError(f"{command}: {reply['error'].get('desc', reply['error'])}")
            if "return" in reply:
                return reply["return"]


def sshd_answers(address):
    try:
        with socket.create_connection((address, 22), timeout=5) as conn:
            return conn.recv(8).startswith(b"SSH-")
    except OSError:
        return False


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


def desktop_up(agent_socket, request_id):
    """The guest agent's answer to `test -e /tmp/desktop-ready` (the desktop service's mark): exit code 0."""
    try:
        with socket.socket(socket.AF_UNIX) as conn:
            conn.settimeout(5)
            conn.connect(agent_socket)
            f = conn.makefile("rw")
            request = {"id": request_id, "op": "run", "cmd": ["test", "-e", "/tmp/desktop-ready"], "timeout_ms": 4000}
            f.write(json.dumps(request) + "\n")
            f.flush()
            while line := f.readline():
                answer = json.loads(line)
                if answer.get("id") == request_id:
                    return answer.get("ok") is True and answer.get("exit_code") == 0
    except (OSError, ValueError):
        pass
    return False


def save(qmp_socket, agent_socket, address, disk, ready, qemu_pid):
    deadline = time.monotonic() + 300
    request_id = 0
    while not desktop_up(agent_socket, request_id := request_id + 1):
        if time.monotonic() > deadline or not alive(int(qemu_pid)):
            return
        time.sleep(0.5)
    while not sshd_answers(address):
        if time.monotonic() > deadline or not alive(int(qemu_pid)):
            return
        time.sleep(0.5)
    work = f"{ready}.making-{os.getpid()}"
    os.makedirs(work)
    try:
        qmp = Qmp(qmp_socket, time.monotonic() + 10)
        qmp.execute("stop")
        try:
            migrate_to(qmp, os.path.join(work, "state"))
            # (the disk as the saved state knows it: QEMU flushed it when the migration completed)
            shutil.copyfile(disk, os.path.join(work, "disk.qcow2"))
        finally:
            qmp.execute("cont")
        os.rename(work, ready)
    except OSError:
        pass  # (another VM saved it first, or this one ended: it simply is not saved)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def migrate_to(qmp, file):
    """The paused VM's whole state (memory, devices) into `file`, through QMP migrate."""
    qmp.execute("migrate", {"uri": "exec:cat > " + shell_quote(file)})
    while True:
        status = qmp.execute("query-migrate").get("status")
        if status == "completed":
            return
        if status in ("failed", "cancelled"):
            raise OSError(f"migrate: {status}")
        time.sleep(0.1)


def suspend(qmp_socket, state_file):
    qmp = Qmp(qmp_socket, time.monotonic() + 10)
    qmp.execute("stop")
    temp = f"{state_file}.making-{os.getpid()}"
    try:
        migrate_to(qmp, temp)
        os.rename(temp, state_file)
    finally:
        if os.path.exists(temp):
            os.remove(temp)
    try:
        qmp.execute("quit")
    except OSError:
        pass  # (QEMU closed the socket as it quit)


def resume(qmp_socket):
    qmp = Qmp(qmp_socket, time.monotonic() + 30)
    while True:
        status = qmp.execute("query-status")["status"]
        if status != "inmigrate":
            break
        time.sleep(0.05)
    if status in ("paused", "postmigrate"):
        qmp.execute("cont")


def shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


if __name__ == "__main__":
    if sys.argv[1] == "save":
        save(*sys.argv[2:8])
    elif sys.argv[1] == "resume":
        resume(sys.argv[2])
    elif sys.argv[1] == "suspend":
        suspend(sys.argv[2], sys.argv[3])
    else:
        sys.exit(f"unknown command {sys.argv[1]}")
