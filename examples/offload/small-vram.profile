# The paper's GPU (the built-in b70) with 8 MiB of VRAM, so that a small
# program's working set exceeds it (examples/offload/evict_big.c).
# Format: docs/gpu.md, "Profiles".
base = b70
vram = 8 MiB
