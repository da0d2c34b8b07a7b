#!/usr/bin/env bash
# sanitize.sh: the heavier checks behind check.sh, at the SMALL size, for
# every kernel (or the ones named). One line per kernel; exits 1 on any
# finding.
#   warnings  gcc and clang-16, -std=c11 -Wall -Wextra -pedantic -Werror,
#             also with -DKERNEL_FIXED_PROTO and -DDATA_TYPE_IS_FLOAT
#   serial    gcc without -fopenmp (the pragmas ignored): same dump as
#             with OpenMP
#   asan+ubsan  gcc -fsanitize=address,undefined, 1 and 2 threads
#   tsan      clang-16 -fsanitize=thread with -fopenmp (libomp loads
#             Archer, which tells TSan about OpenMP's synchronization),
#             2 and 4 threads: data races
#   msan      clang-16 -fsanitize=memory without -fopenmp: reads of
#             uninitialized memory
# The clang-16 steps are skipped, with a note, where clang-16 is missing.
set -u

here=$(cd "$(dirname "$0")" && pwd)
clang=${CC_CLANG:-clang-16}
have_clang=0
if command -v "$clang" >/dev/null 2>&1; then
  have_clang=1
else
  echo "note: $clang not found: the warnings, tsan and msan steps run for gcc only or not at all"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kernels-sanitize.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ $# -gt 0 ]; then
  kernels=("$@")
else
  kernels=()
  for f in "$here"/*.c; do
    kernels+=("$(basename "$f" .c)")
  done
fi

strict="-std=c11 -Wall -Wextra -pedantic -Werror"
pass=0
fail=0
for k in "${kernels[@]}"; do
  src="$here/$k.c"
  b="$work/$k"
  problems=()
  # warnings
  ccs=(gcc)
  [ $have_clang = 1 ] && ccs+=("$clang")
  for cc in "${ccs[@]}"; do
    for extra in "" "-DKERNEL_FIXED_PROTO" "-DDATA_TYPE_IS_FLOAT"; do
      if ! "$cc" $strict -O2 -fopenmp -DSMALL_DATASET -DKERNEL_DUMP -DKERNEL_TIME $extra \
        "$src" -o "$b.w" -lm >"$b.log" 2>&1; then
        problems+=("$cc $extra: warnings or errors")
        sed 's/^/    /' "$b.log" | head -10
      fi
    done
  done
  # serial build, same dump
  gcc -std=c11 -O2 -Wno-unknown-pragmas -DSMALL_DATASET -DKERNEL_DUMP "$src" -o "$b.serial" -lm \
    && gcc -std=c11 -O2 -fopenmp -DSMALL_DATASET -DKERNEL_DUMP "$src" -o "$b.omp" -lm \
    && "$b.serial" 2>"$b.serial.dump" >/dev/null \
    && OMP_NUM_THREADS=2 "$b.omp" 2>"$b.omp.dump" >/dev/null \
    && cmp -s "$b.serial.dump" "$b.omp.dump" || problems+=("serial build differs or fails")
  # address + undefined
  if gcc -std=c11 -O1 -g -fopenmp -fsanitize=address,undefined -fno-sanitize-recover=all \
    -DSMALL_DATASET -DKERNEL_DUMP "$src" -o "$b.asan" -lm; then
    for t in 1 2; do
      if ! OMP_NUM_THREADS=$t ASAN_OPTIONS=detect_leaks=1 "$b.asan" >/dev/null 2>"$b.asan.log"; then
        problems+=("asan/ubsan with $t threads")
        grep -m3 -E 'ERROR|runtime error' "$b.asan.log" | sed 's/^/    /'
      fi
    done
  else
    problems+=("asan build failed")
  fi
  if [ $have_clang = 1 ]; then
    # races
    if "$clang" -std=c11 -O1 -g -fopenmp -fsanitize=thread -DSMALL_DATASET -DKERNEL_DUMP \
      "$src" -o "$b.tsan" -lm; then
      for t in 2 4; do
        if ! OMP_NUM_THREADS=$t TSAN_OPTIONS="ignore_noninstrumented_modules=1 exitcode=66" \
          "$b.tsan" >/dev/null 2>"$b.tsan.log" || grep -q 'ThreadSanitizer' "$b.tsan.log"; then
          problems+=("tsan with $t threads")
          grep -m3 -A3 'WARNING: ThreadSanitizer' "$b.tsan.log" | sed 's/^/    /'
        fi
      done
    else
      problems+=("tsan build failed")
    fi
    # uninitialized reads
    if "$clang" -std=c11 -O1 -g -fsanitize=memory -Wno-unknown-pragmas -Wno-source-uses-openmp \
      -DSMALL_DATASET -DKERNEL_DUMP "$src" -o "$b.msan" -lm; then
      if ! "$b.msan" >/dev/null 2>"$b.msan.log"; then
        problems+=("msan")
        grep -m3 'WARNING: MemorySanitizer' "$b.msan.log" | sed 's/^/    /'
      fi
    else
      problems+=("msan build failed")
    fi
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    pass=$((pass + 1))
    printf 'ok    %s\n' "$k"
  else
    fail=$((fail + 1))
    printf 'FAIL  %-16s %s\n' "$k" "$(IFS=';'; echo "${problems[*]}")"
  fi
done

echo "sanitize: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
