#!/usr/bin/env bash
# check.sh: build every kernel (or the ones named) with gcc -O3 -fopenmp
# and clang-16 -O3 -fopenmp, at the SMALL and MEDIUM sizes, run each
# binary with 1 and 2 threads with -DKERNEL_DUMP, and compare the dumps
# byte for byte (cmp). One line per kernel; exits 1 on any mismatch,
# failed build or failed run.
#
#   bench/kernels/check.sh                 # all kernels
#   bench/kernels/check.sh gemm lu         # some
#   SIZES="SMALL" THREADS="1 2 4" bench/kernels/check.sh
#
# Environment: SIZES (default "SMALL MEDIUM"), THREADS (default "1 2"),
# CC_GCC (default gcc), CC_CLANG (default clang-16; a missing one is
# skipped with a note), EXTRA_CFLAGS (added to every build), KEEP=1 keeps
# the build folder.
set -u

here=$(cd "$(dirname "$0")" && pwd)
sizes=${SIZES:-"SMALL MEDIUM"}
threads=${THREADS:-"1 2"}
cc_gcc=${CC_GCC:-gcc}
cc_clang=${CC_CLANG:-clang-16}
extra=${EXTRA_CFLAGS:-}

compilers=()
if command -v "$cc_gcc" >/dev/null 2>&1; then
  compilers+=("$cc_gcc")
else
  echo "check.sh: $cc_gcc not found" >&2
  exit 2
fi
if command -v "$cc_clang" >/dev/null 2>&1; then
  compilers+=("$cc_clang")
else
  echo "note: $cc_clang not found, gcc only (apt-get install -y clang-16 libomp-16-dev)"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kernels-check.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  echo "build folder: $work"
else
  trap 'rm -rf "$work"' EXIT
fi

if [ $# -gt 0 ]; then
  kernels=("$@")
else
  kernels=()
  for f in "$here"/*.c; do
    kernels+=("$(basename "$f" .c)")
  done
fi

pass=0
fail=0
for k in "${kernels[@]}"; do
  src="$here/$k.c"
  problems=()
  if [ ! -f "$src" ]; then
    problems+=("no $k.c")
  fi
  for size in $sizes; do
    [ ${#problems[@]} -eq 0 ] || break
    ref=""
    for cc in "${compilers[@]}"; do
      bin="$work/$k.$size.$cc"
      if ! "$cc" -O3 -fopenmp -D"${size}_DATASET" -DKERNEL_DUMP $extra \
        "$src" -o "$bin" -lm 2>"$bin.build.log"; then
        problems+=("$size: $cc build failed (see below)")
        sed 's/^/    /' "$bin.build.log" | head -20
        continue
      fi
      for t in $threads; do
        out="$bin.t$t.dump"
        if ! OMP_NUM_THREADS=$t "$bin" >/dev/null 2>"$out"; then
          problems+=("$size: $cc with $t threads exited $?")
          continue
        fi
        if ! grep -q '^==END   DUMP_ARRAYS==$' "$out"; then
          problems+=("$size: $cc with $t threads printed no dump")
          continue
        fi
        if [ -z "$ref" ]; then
          ref=$out
          refname="$cc/$t"
        elif ! cmp -s "$ref" "$out"; then
          problems+=("$size: $cc with $t threads differs from $refname")
        fi
      done
    done
  done
  if [ ${#problems[@]} -eq 0 ]; then
    pass=$((pass + 1))
    printf 'ok    %-16s %s x {%s} x threads {%s}\n' "$k" "$(echo $sizes | tr ' ' ',')" \
      "$(echo "${compilers[@]}" | tr ' ' ',')" "$(echo $threads | tr ' ' ',')"
  else
    fail=$((fail + 1))
    printf 'FAIL  %-16s %s\n' "$k" "$(IFS='; '; echo "${problems[*]}")"
  fi
done

echo "kernels: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
