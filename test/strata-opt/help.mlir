// --help (also -help, -h) prints the usage, the general options and one
// flag per registered pass with its summary and options, on stdout, and
// exits 0, whatever else is on the command line; --version prints the
// version.
// RUN: strata-opt --help | filecheck %s
// RUN: strata-opt -help | filecheck %s
// RUN: strata-opt -h | filecheck %s
// RUN: strata-opt %S/Inputs/parse-eof.mlir --help | filecheck %s
// RUN: strata-opt --cse --help | filecheck %s
// RUN: strata-opt --version | filecheck %s --check-prefix=VERSION
// RUN: strata-opt -version | filecheck %s --check-prefix=VERSION

// CHECK: OVERVIEW: strata modular optimizer driver
// CHECK: USAGE: strata-opt [options] [input file]
// CHECK: OPTIONS:
// CHECK: -o filename
// CHECK: --pass-pipeline pipeline
// CHECK: --split-input-file
// CHECK: --verify-diagnostics
// CHECK: --verify-each
// CHECK: --allow-unregistered-dialect
// CHECK: --mlir-print-op-generic
// CHECK: --mlir-print-debuginfo
// CHECK: --mlir-print-ir-before pass-arg
// CHECK: --mlir-print-ir-after pass-arg
// CHECK: --mlir-print-ir-before-all
// CHECK: --mlir-print-ir-after-all
// CHECK: --mlir-print-ir-after-change
// CHECK: --mlir-print-ir-after-failure
// CHECK: --mlir-print-ir-module-scope
// CHECK: --mlir-print-ir-tree-dir directory
// CHECK: --mlir-pass-statistics
// CHECK: --mlir-pass-statistics-display value
// CHECK: --mlir-timing
// CHECK: --mlir-timing-display value
// CHECK: --mlir-disable-threading
// CHECK: --dump-pass-pipeline
// CHECK: --show-dialects
// CHECK: --list-passes
// CHECK: --version
// CHECK: --help, -h
// CHECK: Compiler passes to run (--<pass>[=<options>]):
// CHECK: Passes:
// CHECK: {{^}}  --canonicalize {{ *}}-   Canonicalize operations
// CHECK: {{^}}    --max-iterations=<int>
// CHECK: {{^}}  --cse {{ *}}-   Eliminate common sub-expressions
// CHECK: {{^}}  --test-fail {{ *}}-   Fail with an error on each function (for tests)

// VERSION: strata-opt (strata), compatible with mlir-opt 16
