# attack: a multiprocessing pool reads host files
# covers: subprocess, os_fork
# gate: banned_import multiprocessing
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
import multiprocessing


def peek(path):
    try:
        with open(path) as handle:
            return handle.read(60)
    except OSError as exc:
        return type(exc).__name__


if __name__ == "__main__":
    with multiprocessing.Pool(2) as pool:
        results = pool.map(peek, ["/etc/passwd", "@@CANARY_DIR@@/canary.txt"])
    print(results)
    print("ESCAPED" if any("root:" in r or "canary" in r for r in results) else "all blocked")
