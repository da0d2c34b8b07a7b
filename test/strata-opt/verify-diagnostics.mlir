// --verify-diagnostics matches the diagnostics of the run against the
// expected-* comments of the input: those of the parser, of the verifier
// and of passes (errors, warnings, remarks and their notes). When every
// diagnostic was expected and every expectation met, the exit status is 0
// even though chunks failed; the chunks that succeeded are printed.
// RUN: strata-opt --split-input-file --verify-diagnostics --test-emit-remark %s | filecheck %s
// RUN: strata-opt --split-input-file --verify-diagnostics --test-emit-remark --mlir-disable-threading %s | filecheck %s

// A parse error.
// expected-error @+1 {{custom op 'foo' is unknown}}
foo

// -----

// A verifier error and its note, the message matched in part.
func.func @dominance(%a: i32) -> i32 {
  // expected-error @+1 {{does not dominate}}
  %1 = arith.addi %0, %a : i32
  // expected-note @+1 {{operand defined here}}
  %0 = arith.addi %a, %a : i32
  return %1 : i32
}

// -----

// The remarks of a pass, their notes, @above and @below, and a regex
// (expected-*-re: the {{...}} parts are regexes, the rest is text).
func.func @remarks() {
  // expected-remark @above {{visited function @remarks}}
  // expected-note @below {{its first operation is 'arith.constant'}}
  %c = arith.constant 1 : i32
  return
}

// -----

// expected-remark @+1 {{visited function @printed}}
func.func @printed() {
  // expected-note-re @+1 {{its {{[a-z]+}} operation is 'func.{{.*}}'}}
  return
}

// CHECK:      // -----
// CHECK:      // -----
// CHECK:      // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @printed() {
