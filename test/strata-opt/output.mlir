// -o FILE writes the output to FILE instead of stdout, and "-o -" to stdout.
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: strata-opt %s -o %t.d/out.mlir > %t.d/stdout
// RUN: filecheck %s < %t.d/out.mlir
// RUN: test ! -s %t.d/stdout
// RUN: strata-opt -o=%t.d/eq.mlir %s && filecheck %s < %t.d/eq.mlir
// RUN: strata-opt --o %t.d/dashdash.mlir %s && filecheck %s < %t.d/dashdash.mlir
// RUN: strata-opt %s -o - | filecheck %s
// An existing file is replaced.
// RUN: echo stale > %t.d/old.mlir && strata-opt %s -o %t.d/old.mlir && filecheck %s < %t.d/old.mlir
// The output goes through a symbolic link to the file it names.
// RUN: echo stale > %t.d/target.mlir && ln -s target.mlir %t.d/link.mlir
// RUN: strata-opt %s -o %t.d/link.mlir && test -L %t.d/link.mlir && filecheck %s < %t.d/target.mlir
//
// Nothing is written when the input is invalid: a new file is not created,
// an existing one keeps its contents, and no temporary file is left.
// RUN: rm -rf %t.f && mkdir %t.f
// RUN: not strata-opt %S/Inputs/parse-eof.mlir -o %t.f/new.mlir 2> %t.err
// RUN: test ! -e %t.f/new.mlir
// RUN: echo keep > %t.f/old.mlir
// RUN: not strata-opt %S/Inputs/verify-dominance.mlir -o %t.f/old.mlir
// RUN: filecheck %s --check-prefix=KEEP < %t.f/old.mlir
// RUN: ls -A %t.f | filecheck %s --check-prefix=LS
// A directory that does not exist is reported in mlir-opt's words.
// RUN: not strata-opt %s -o %t.f/missing/out.mlir 2>&1 | filecheck %s -DOUT=%t.f/missing/out.mlir --check-prefix=NODIR
// RUN: ls -A %t.f | filecheck %s --check-prefix=LS

func.func @one() -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}

// CHECK:      module {
// CHECK-NEXT:   func.func @one() -> i8 {
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     return %c1_i8 : i8
// CHECK-NEXT:   }
// CHECK-NEXT: }

// KEEP: {{^}}keep{{$}}

// LS-NOT:  tmp
// LS:      {{^}}old.mlir{{$}}
// LS-NOT:  {{.}}

// NODIR: {{^}}strata-opt: cannot open output file '[[OUT]]': no such file or directory{{$}}
