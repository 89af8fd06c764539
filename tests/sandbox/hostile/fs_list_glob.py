# attack: glob for projects, homes and temp files
# covers: listing
# gate: banned_import glob
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import glob

hits = glob.glob("/work/*/*") + glob.glob("/home/*/*") + glob.glob("/root/*") + glob.glob("/tmp/*")
print(hits)
bad = [hit for hit in hits if hit.endswith(("/src", "/runs", "/.ssh", "/.bashrc", "/canary"))]
print("ESCAPED", bad) if bad else print("nothing of the host")
