"""File ops: paths as the guest's user writes them (~ and $VARS expanded, relative to a base folder),
what is there, moving an uploaded file into place, a folder's tree, and bytes in and out in chunks (so
that a backend without `docker cp`, a VM over SSH or a serial port, can move files through the agent).
Every size and count is bounded."""

from __future__ import annotations

import base64
import os
import shutil

from .protocol import InvalidParams

MAX_CHUNK_BYTES = 16 << 20
MAX_TREE_ENTRIES = 100_000
MAX_TREE_DEPTH = 64


def expand_path(path: str, base: str | None = None) -> str:
    """`~` and `$VARS` expanded; a relative result is taken from `base` (default: the agent's folder)."""
    if not isinstance(path, str) or not path:
        raise InvalidParams("'path' must be a non-empty string")
    full = os.path.expandvars(os.path.expanduser(path))
    if not os.path.isabs(full):
        full = os.path.join(base or os.getcwd(), full)
    return os.path.normpath(full)


def stat_path(path: str, base: str | None = None) -> dict:
    full = expand_path(path, base)
    try:
        st = os.stat(full)
    except OSError:
        return {"path": full, "exists": False, "file": False, "dir": False, "size": None}
    return {"path": full, "exists": True, "file": os.path.isfile(full), "dir": os.path.isdir(full), "size": st.st_size}


def place(src: str, dest: str, base: str | None = None, mode: int = 0o644) -> dict:
    """Move `src` (a file the host just copied in) to `dest`, creating folders, with `mode`."""
    source = expand_path(src, base)
    if not os.path.isfile(source):
        raise InvalidParams(f"{source!r} is not a file")
    target = expand_path(dest, base)
    folder = os.path.dirname(target)
    if folder:
        os.makedirs(folder, exist_ok=True)
    shutil.move(source, target)
    os.chmod(target, mode)
    return {"path": target}


def list_tree(path: str, base: str | None = None, max_entries: int = MAX_TREE_ENTRIES, max_depth: int = MAX_TREE_DEPTH) -> dict:
    """OSWorld's directory tree: {"type": "directory", "name", "children": [...]}, files as
    {"type": "file", "name"}, an unreadable folder as {"error"}. Walked without recursion; past
    max_entries or max_depth the answer says "truncated": true."""
    full = expand_path(path, base)
    if not os.path.isdir(full):
        return {"error": "The provided path is not a directory"}
    root = {"type": "directory", "name": os.path.basename(full), "children": []}
    stack: list[tuple[str, dict, int]] = [(full, root, 0)]
    count, truncated = 0, False
    while stack:
        folder, node, depth = stack.pop()
        try:
            entries = os.listdir(folder)
        except OSError as e:
            node.clear()
            node["error"] = str(e)
            continue
        for entry in entries:
            if count >= max_entries:
                truncated = True
                break
            count += 1
            child_path = os.path.join(folder, entry)
            if os.path.isdir(child_path):
                child = {"type": "directory", "name": entry, "children": []}
                node["children"].append(child)
                if depth + 1 < max_depth:
                    stack.append((child_path, child, depth + 1))
                else:
                    truncated = True
            else:
                node["children"].append({"type": "file", "name": entry})
    out: dict = {"directory_tree": root, "entries": count}
    if truncated:
        out["truncated"] = True
    return out


def read_chunk(path: str, offset: int, length: int, base: str | None = None) -> dict:
    """Up to `length` bytes (<= 16 MiB) of a file from `offset`, base64; "eof" when the file ends there."""
    full = expand_path(path, base)
    length = min(length, MAX_CHUNK_BYTES)
    try:
        with open(full, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            f.seek(offset)
            data = f.read(length)
    except IsADirectoryError:
        raise InvalidParams(f"{full!r} is a folder") from None
    except FileNotFoundError:
        raise InvalidParams(f"{full!r} does not exist") from None
    return {"path": full, "data_b64": base64.b64encode(data).decode("ascii"), "bytes": len(data), "size": size, "eof": offset + len(data) >= size}


def write_chunk(path: str, data_b64: str, append: bool, mode: int | None, base: str | None = None) -> dict:
    """Write (or append) one base64 chunk (<= 16 MiB decoded), creating folders; `mode` on the first."""
    full = expand_path(path, base)
    if len(data_b64) > (MAX_CHUNK_BYTES // 3 + 1) * 4:
        raise InvalidParams(f"a chunk holds at most {MAX_CHUNK_BYTES} bytes")
    try:
        data = base64.b64decode(data_b64, validate=True)
    except ValueError:
        raise InvalidParams("'data_b64' is not valid base64") from None
    folder = os.path.dirname(full)
    if folder:
        os.makedirs(folder, exist_ok=True)
    with open(full, "ab" if append else "wb") as f:
        f.write(data)
        size = f.tell()
    if mode is not None and not append:
        os.chmod(full, mode)
    return {"path": full, "bytes": len(data), "size": size}
