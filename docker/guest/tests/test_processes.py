"""What differs between operating systems when the agent runs commands: the shell a command string runs
in, PowerShell quoting, a killable process tree, reading a pipe with a timeout (the thread the Windows
path uses is exercised here on a real pipe), and signal names."""

from __future__ import annotations

import os
import signal
import subprocess
import time
import unittest

import support  # noqa: F401
from desktest_guest import processes  # noqa: E402
from desktest_guest.pipe_reader import PipeReader  # noqa: E402


def which_of(*present):
    return lambda name: f"C:\\Program Files\\{name}.exe" if name in present else None


class ShellTest(unittest.TestCase):
    def test_linux_uses_bash_or_else_sh(self):
        self.assertEqual(processes.shell_argv("echo hi", windows=False, which=which_of("bash"), macos=False), ["bash", "-c", "echo hi"])
        self.assertEqual(processes.shell_argv("echo hi", windows=False, which=which_of(), macos=False), ["/bin/sh", "-c", "echo hi"])

    def test_macos_uses_a_login_bash_for_the_user_s_path(self):
        self.assertEqual(processes.shell_argv("brew --prefix", windows=False, which=which_of(), macos=True),
                         ["/bin/bash", "-lc", "brew --prefix"])

    def test_windows_uses_powershell_with_utf8_and_no_profile(self):
        argv = processes.shell_argv("Get-ChildItem", windows=True, which=which_of("powershell"))
        self.assertEqual(argv[0], "C:\\Program Files\\powershell.exe")
        self.assertEqual(argv[1:7], ["-NoLogo", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass", "-Command"])
        self.assertTrue(argv[7].startswith(processes.POWERSHELL_PRELUDE))
        self.assertTrue(argv[7].endswith("Get-ChildItem"))
        self.assertIn("UTF8", argv[7])

    def test_windows_prefers_powershell_7(self):
        argv = processes.shell_argv("x", windows=True, which=which_of("pwsh", "powershell"))
        self.assertEqual(argv[0], "C:\\Program Files\\pwsh.exe")
        self.assertEqual(processes.shell_argv("x", windows=True, which=which_of())[0], "powershell.exe")

    def test_powershell_quotes_double_every_quote_character(self):
        self.assertEqual(processes.powershell_quote("C:\\Users\\me\\app.exe"), "'C:\\Users\\me\\app.exe'")
        self.assertEqual(processes.powershell_quote("it's $HOME `n"), "'it''s $HOME `n'")
        self.assertEqual(processes.powershell_quote("\u2018a\u2019"), "'\u2018\u2018a\u2019\u2019'")
        self.assertEqual(processes.powershell_quote(""), "''")

    def test_group_kwargs(self):
        self.assertEqual(processes.group_popen_kwargs(windows=False), {"start_new_session": True})
        flags = processes.group_popen_kwargs(windows=True)["creationflags"]
        self.assertEqual(flags & 0x200, 0x200)  # CREATE_NEW_PROCESS_GROUP
        self.assertEqual(flags & 0x08000000, 0x08000000)  # CREATE_NO_WINDOW


@unittest.skipIf(processes.IS_WINDOWS, "POSIX process groups")
class KillTreeTest(unittest.TestCase):
    def test_a_process_and_its_children_end(self):
        p = subprocess.Popen(["sh", "-c", "sleep 30 & echo $!; wait"], stdout=subprocess.PIPE, **processes.group_popen_kwargs())
        child = int(p.stdout.readline())
        processes.kill_tree(p.pid)
        p.wait(timeout=10)
        p.stdout.close()
        for _ in range(100):
            try:
                os.kill(child, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
        else:
            self.fail("the grandchild survived kill_tree")
        self.assertEqual(processes.signal_name(p.returncode), "SIGKILL")

    def test_killing_a_finished_group_is_harmless(self):
        p = subprocess.Popen(["true"], **processes.group_popen_kwargs())
        p.wait()
        processes.kill_tree(p.pid)


class SignalNameTest(unittest.TestCase):
    def test_names(self):
        self.assertEqual(processes.signal_name(-int(signal.SIGTERM)), "SIGTERM")
        self.assertIsNone(processes.signal_name(0))
        self.assertIsNone(processes.signal_name(3))


class PipeReaderTest(unittest.TestCase):
    def exercise(self, threaded):
        r, w = os.pipe()
        try:
            reader = PipeReader(r, threaded=threaded)
            self.assertIsNone(reader.read(0.05))
            os.write(w, b"hello")
            self.assertEqual(reader.read(5), b"hello")
            os.close(w)
            w = -1
            self.assertEqual(reader.read(5), b"")
        finally:
            if w >= 0:
                os.close(w)
            os.close(r)  # the thread, if any, ended at EOF

    def test_select_reader(self):
        self.exercise(threaded=False)

    def test_thread_reader_as_on_windows(self):
        self.exercise(threaded=True)


class UserTest(unittest.TestCase):
    @unittest.skipIf(processes.IS_WINDOWS, "POSIX users")
    def test_current_user_has_a_uid_on_posix(self):
        name, uid = processes.current_user()
        self.assertEqual(uid, os.getuid())
        self.assertTrue(name)


if __name__ == "__main__":
    unittest.main()
