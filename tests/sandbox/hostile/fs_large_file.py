# attack: write a file far larger than allowed
# covers: large_file
# gate: banned_name open
# ungated: error
# layer: rlimits
with open("big.bin", "wb") as handle:
    for _ in range(64):
        handle.write(b"0" * (1 << 20))
print("ESCAPED: wrote 64 MiB")
