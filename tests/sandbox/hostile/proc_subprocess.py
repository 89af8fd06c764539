# attack: run shell tools with subprocess to read host files
# covers: subprocess
# gate: banned_import subprocess
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import subprocess

result = subprocess.run(["cat", "/etc/passwd"], capture_output=True, text=True)
print("cat:", result.returncode, result.stderr.strip()[:80])
print("ESCAPED" if "root:" in result.stdout else "no passwd")
listing = subprocess.run(["ls", "-a", "@@HOME@@", "@@PROJECT@@"], capture_output=True, text=True)
print(listing.stdout.split(), listing.stderr.strip()[:200])
