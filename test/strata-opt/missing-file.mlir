// An input file that cannot be read is reported with the reason, as
// mlir-opt reports it, with exit status 1 and nothing on stdout.
// RUN: strata-opt %t.does-not-exist.mlir > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: filecheck %s -DFILE=%t.does-not-exist.mlir < %t.err
// RUN: test ! -s %t.out
// CHECK:      {{^}}strata-opt: cannot open input file '[[FILE]]': no such file or directory{{$}}
// CHECK-NEXT: {{^}}exit=1{{$}}

// A directory is not a file.
// RUN: not strata-opt %S 2>&1 | filecheck %s -DDIR=%S --check-prefix=DIR
// DIR: {{^}}strata-opt: cannot open input file '[[DIR]]': is a directory{{$}}

// Nor is -o written when the input is missing.
// RUN: rm -f %t.o && not strata-opt %t.does-not-exist.mlir -o %t.o 2> /dev/null && test ! -e %t.o
