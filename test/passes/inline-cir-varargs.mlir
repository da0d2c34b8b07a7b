// The inliner keeps a cir function that calls va_start: an inlined copy
// would read the caller's arguments, not its own. A plain callee is
// inlined.
// RUN: strata-opt --inline %s | filecheck %s

module {
  cir.func internal @first(%n: !cir.int<s, 32>, ...) -> !cir.int<s, 32> {
    %ap = cir.alloca !cir.array<!cir.int<s, 8> x 24>, !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>, ["ap"] {alignment = 16 : i64}
    %p = cir.cast(array_to_ptrdecay, %ap : !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>), !cir.ptr<!cir.int<s, 8>>
    cir.va.start %p : !cir.ptr<!cir.int<s, 8>>
    %v = cir.va.arg %p : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
    cir.va.end %p : !cir.ptr<!cir.int<s, 8>>
    cir.return %v : !cir.int<s, 32>
  }
  cir.func internal @id(%x: !cir.int<s, 32>) -> !cir.int<s, 32> {
    cir.return %x : !cir.int<s, 32>
  }
  // CHECK-LABEL: cir.func @main
  cir.func @main() -> !cir.int<s, 32> {
    %one = cir.const #cir.int<1> : !cir.int<s, 32>
    %seven = cir.const #cir.int<7> : !cir.int<s, 32>
    // CHECK: cir.call @first(
    %r = cir.call @first(%one, %seven) : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
    // CHECK-NOT: cir.call @id
    %s = cir.call @id(%r) : (!cir.int<s, 32>) -> !cir.int<s, 32>
    cir.return %s : !cir.int<s, 32>
  }
}
