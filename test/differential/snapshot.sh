#!/usr/bin/env bash
# snapshot.sh BIN OUT: runs the strata-opt and strata-translate in the folder
# BIN over every tracked .mlir program of the tree (round trip in custom and
# generic form, canonicalize+cse, inline, convert-to-llvm, translation to
# LLVM IR, the OpenMP lowering for libgomp, iomp and pmsis, barrier
# elimination, cir-unroll) and leaves each output, with its exit status, in
# the folder OUT. Two snapshots, of the tools before and after a refactor,
# compare with `diff -r`: a behaviour-preserving change shows no
# difference.
set -u
bin=$(realpath "$1"); out=$(realpath -m "$2"); rm -rf "$out"; mkdir -p "$out"
cd "$(dirname "$0")/../.."
files=$(git ls-files '*.mlir' | grep -v '^bench/')
for f in $files; do
  o="$out/$(echo $f | tr / _)"
  timeout 20 $bin/strata-opt --split-input-file --allow-unregistered-dialect $f > $o.rt 2>&1; echo "rc=$?" >> $o.rt
  timeout 20 $bin/strata-opt --split-input-file --allow-unregistered-dialect --mlir-print-op-generic $f > $o.gen 2>&1; echo "rc=$?" >> $o.gen
  timeout 20 $bin/strata-opt --split-input-file --canonicalize --cse $f > $o.canon 2>&1; echo "rc=$?" >> $o.canon
  timeout 20 $bin/strata-opt --split-input-file --inline $f > $o.inl 2>&1; echo "rc=$?" >> $o.inl
  timeout 20 $bin/strata-opt --split-input-file --convert-to-llvm $f > $o.llvm 2>&1; echo "rc=$?" >> $o.llvm
  timeout 20 $bin/strata-opt --convert-to-llvm $f 2>/dev/null | timeout 20 $bin/strata-translate --mlir-to-llvmir > $o.ll 2>&1; echo "rc=$?" >> $o.ll
done
for f in test/omp-e2e/programs/*.mlir test/omp-lowering/*.mlir; do
  o="$out/$(echo $f | tr / _)"
  for rt in libgomp iomp pmsis; do
    timeout 20 $bin/strata-opt --convert-to-llvm --omp-lower-runtime=$rt --omp-to-omp-lower --omp-outline --omp-lower-plan $f 2>&1 | timeout 20 $bin/strata-translate --mlir-to-llvmir > $o.$rt.ll 2>&1; echo "rc=$?" >> $o.$rt.ll
  done
  timeout 20 $bin/strata-opt --omp-barrier-elim $f > $o.be 2>&1; echo "rc=$?" >> $o.be
done
for f in test/native/*.mlir; do
  o="$out/$(echo $f | tr / _)"
  timeout 20 $bin/strata-opt --cir-unroll=factor=3 --convert-to-llvm $f 2>&1 | timeout 20 $bin/strata-translate --mlir-to-llvmir > $o.unroll.ll 2>&1; echo "rc=$?" >> $o.unroll.ll
done
