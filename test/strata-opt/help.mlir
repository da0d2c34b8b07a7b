// --help (also -help, -h) prints the usage and the options on stdout and
// exits 0, whatever else is on the command line; --version prints the
// version.
// RUN: strata-opt --help | filecheck %s
// RUN: strata-opt -help | filecheck %s
// RUN: strata-opt -h | filecheck %s
// RUN: strata-opt %S/Inputs/parse-eof.mlir --help | filecheck %s
// RUN: strata-opt --version | filecheck %s --check-prefix=VERSION
// RUN: strata-opt -version | filecheck %s --check-prefix=VERSION

// CHECK: OVERVIEW: strata modular optimizer driver
// CHECK: USAGE: strata-opt [options] [input file]
// CHECK: OPTIONS:
// CHECK: -o filename
// CHECK: --allow-unregistered-dialect
// CHECK: --mlir-print-op-generic
// CHECK: --mlir-print-debuginfo
// CHECK: --show-dialects
// CHECK: --version
// CHECK: --help, -h

// VERSION: strata-opt (strata), compatible with mlir-opt 16
