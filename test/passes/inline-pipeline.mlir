// The inliner's simplification pipeline runs as a dynamic pipeline of the
// inline pass (State.RunPipeline): its options print with the pass, and it
// is dumped, timed and counted as part of the pass.
// RUN: strata-opt %s --inline --dump-pass-pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=PIPE
// RUN: strata-opt %s --inline='default-pipeline=cse max-iterations=2' --dump-pass-pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=OPTS
// RUN: strata-opt %s --inline --mlir-print-ir-after-all -o /dev/null 2>&1 | filecheck %s --check-prefix=DUMP
// RUN: strata-opt %s --inline --mlir-timing -o /dev/null 2>&1 | filecheck %s --check-prefix=TIME
// RUN: strata-opt %s --inline --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: strata-opt %s --inline='op-pipelines=func.func(cse)' | filecheck %s --check-prefix=OP
// RUN: not strata-opt %s --inline='default-pipeline=cse,bogus' 2>&1 | filecheck %s --check-prefix=BAD

// PIPE: builtin.module(inline{default-pipeline=canonicalize max-callee-size=0 max-iterations=4 op-pipelines=})
// OPTS: builtin.module(inline{default-pipeline=cse max-callee-size=0 max-iterations=2 op-pipelines=})

// The callees are simplified once each, then @main before and after
// inlining, then the inliner's own dump.
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func private @sel
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func private @mul
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func @main
// DUMP:      call @sel
// DUMP:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// DUMP-NEXT: func.func @main
// DUMP-NOT:  call
// DUMP:      // -----// IR Dump After Inliner (inline) //----- //
// DUMP-NEXT: module {
// DUMP-NOT:  IR Dump

// TIME:      ----Wall Time----  ----Name----
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Inliner$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    'func.func' Pipeline$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)      Canonicalizer$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Output$}}

// STATS:      Inliner
// STATS-NEXT:   (S) 2 num-erased  - Number of functions erased
// STATS-NEXT:   (S) 3 num-inlined - Number of calls inlined
// STATS-NEXT:   'func.func' Pipeline
// STATS-NEXT:     Canonicalizer
// STATS-NEXT:       (S) {{[0-9]+}} num-dce

// With its own pipeline (cse) instead of canonicalize, the inlined code is
// not folded.
// OP-LABEL: func.func @main
// OP:       scf.if
// OP:       arith.muli

// BAD: <inline default-pipeline>:1:5: error: 'bogus' does not refer to a registered pass or pass pipeline

func.func private @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func private @mul(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  return %0 : i32
}
func.func @main(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %0 = call @sel(%true, %x, %c7) : (i1, i32, i32) -> i32
  %1 = call @mul(%0, %c1) : (i32, i32) -> i32
  %2 = call @mul(%c7, %c7) : (i32, i32) -> i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
