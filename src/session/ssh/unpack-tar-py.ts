/**
 * A Python program, run on the other side of an SSH connection (`pythonCommandLine`), that unpacks a tar
 * read from stdin into a folder under the remote user's home, then prints that folder, `sys.platform` and
 * the uid (empty on Windows), one per line.
 *
 * Arguments: the folder relative to the home, with `/` between its parts; then `once` (a folder already
 * unpacked completely is kept as it is: the agent of one version, installed once) or `fresh` (the folder
 * is emptied first: the wheels of this provisioning, and no others).
 */
export const UNPACK_TAR_PY = String.raw`
import io, os, shutil, sys, tarfile
d = os.path.join(os.path.expanduser("~"), *sys.argv[1].split("/"))
data = sys.stdin.buffer.read()
if sys.argv[2] == "fresh":
    shutil.rmtree(d, ignore_errors=True)
if not os.path.exists(os.path.join(d, ".complete")):
    os.makedirs(d, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r") as t:
        try:
            t.extractall(d, filter="data")
        except TypeError:
            t.extractall(d)
    open(os.path.join(d, ".complete"), "w").close()
sys.stdout.write("%s\n%s\n%s\n" % (d, sys.platform, os.getuid() if hasattr(os, "getuid") else ""))
`;
