// The custom syntax of the cir ops: what the printer writes for each, and
// that it reads back (the second strata-opt) to the same text.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %s | strata-opt | filecheck %s
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | filecheck %s

// CHECK-LABEL: cir.global internal constant @".str" = #cir.const_array<"n=%d\0A\00"> : !cir.array<!cir.int<s, 8> x 6>
cir.global internal constant @".str" = #cir.const_array<"n=%d\0A\00"> : !cir.array<!cir.int<s, 8> x 6>
// CHECK-NEXT: cir.global external @limit = #cir.int<10> : !cir.int<u, 16> {alignment = 2 : i64}
cir.global @limit = #cir.int<10> : !cir.int<u, 16> {alignment = 2 : i64}
// CHECK-NEXT: cir.global external @buffer : !cir.array<!cir.double x 8>
cir.global external @buffer : !cir.array<!cir.double x 8>
// CHECK-NEXT: cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>
cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>

// CHECK-LABEL: cir.func internal @memory(%arg0: !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32> {
cir.func internal @memory(%p: !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32> {
  // CHECK-NEXT: %[[X:.*]] = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["x"] {alignment = 4 : i64}
  %x = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["x"] {alignment = 4 : i64}
  // CHECK-NEXT: %[[V:.*]] = cir.load volatile %arg0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %v = cir.load volatile %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // CHECK-NEXT: cir.store %[[V]], %[[X]] : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.store %v, %x : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  // CHECK-NEXT: %[[ONE:.*]] = cir.const #cir.int<1> : !cir.int<s, 64>
  %one = cir.const #cir.int<1> : !cir.int<s, 64>
  // CHECK-NEXT: %[[Q:.*]] = cir.ptr_stride(%arg0 : !cir.ptr<!cir.int<s, 32>>, %[[ONE]] : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 32>>
  %q = cir.ptr_stride(%p : !cir.ptr<!cir.int<s, 32>>, %one : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 32>>
  // CHECK-NEXT: cir.store volatile %[[V]], %[[Q]] : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.store volatile %v, %q : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  // CHECK-NEXT: cir.return %[[V]] : !cir.int<s, 32>
  cir.return %v : !cir.int<s, 32>
}

// CHECK-LABEL: cir.func @control(%arg0: !cir.int<s, 32>, %arg1: !cir.bool) {
cir.func @control(%n: !cir.int<s, 32>, %c: !cir.bool) {
  // An empty cir.yield is left out of the printed form.
  // CHECK-NEXT: cir.scope {
  // CHECK-NEXT: }
  cir.scope {
    cir.yield
  }
  // CHECK-NEXT: cir.if %arg1 {
  // CHECK-NEXT:   cir.return
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  cir.if %c {
    cir.return
  } else {
  }
  // CHECK-NEXT: cir.for : cond {
  // CHECK-NEXT:   cir.condition(%arg1)
  // CHECK-NEXT: } body {
  // CHECK-NEXT:   cir.continue
  // CHECK-NEXT: } step {
  // CHECK-NEXT: }
  cir.for : cond {
    cir.condition(%c)
  } body {
    cir.continue
  } step {
  }
  // CHECK-NEXT: cir.while {
  // CHECK-NEXT:   cir.condition(%arg1)
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   cir.break
  // CHECK-NEXT: }
  cir.while {
    cir.condition(%c)
  } do {
    cir.break
  }
  // CHECK-NEXT: cir.do {
  // CHECK-NEXT: } while {
  // CHECK-NEXT:   cir.condition(%arg1)
  // CHECK-NEXT: }
  cir.do {
  } while {
    cir.condition(%c)
  }
  // CHECK-NEXT: cir.switch (%arg0 : !cir.int<s, 32>) [
  // CHECK-NEXT: case (equal, -2) {
  // CHECK-NEXT: },
  // CHECK-NEXT: case (anyof, [3, 4] : !cir.int<s, 32>) {
  // CHECK-NEXT:   cir.break
  // CHECK-NEXT: },
  // CHECK-NEXT: case (default) {
  // CHECK-NEXT:   cir.break
  // CHECK-NEXT: }
  // CHECK-NEXT: ]
  cir.switch (%n : !cir.int<s, 32>) [
    case (equal, -2) {
    }, case (anyof, [3, 4] : !cir.int<s, 32>) {
      cir.break
    }, case (default) {
      cir.break
    }
  ]
  // CHECK-NEXT: cir.return
  cir.return
}

// CHECK-LABEL: cir.func @values(%arg0: !cir.int<s, 32>, %arg1: !cir.bool) -> !cir.double {
cir.func @values(%n: !cir.int<s, 32>, %c: !cir.bool) -> !cir.double {
  // CHECK-NEXT: %[[S:.*]] = cir.binop(shl, %arg0, %arg0) : !cir.int<s, 32>
  %s = cir.binop(shl, %n, %n) : !cir.int<s, 32>
  // CHECK-NEXT: %[[N:.*]] = cir.unary(not, %[[S]]) : !cir.int<s, 32>, !cir.int<s, 32>
  %neg = cir.unary(not, %s) : !cir.int<s, 32>, !cir.int<s, 32>
  // CHECK-NEXT: %[[B:.*]] = cir.cmp(ge, %[[N]], %arg0) : !cir.int<s, 32>, !cir.bool
  %b = cir.cmp(ge, %neg, %n) : !cir.int<s, 32>, !cir.bool
  // CHECK-NEXT: %[[D:.*]] = cir.cast(int_to_float, %[[N]] : !cir.int<s, 32>), !cir.double
  %d = cir.cast(int_to_float, %neg : !cir.int<s, 32>), !cir.double
  // CHECK-NEXT: %[[Z:.*]] = cir.const #cir.fp<0.000000e+00> : !cir.double
  %z = cir.const #cir.fp<0.0> : !cir.double
  // CHECK-NEXT: %[[SEL:.*]] = cir.select if %[[B]] then %[[D]] else %[[Z]] : (!cir.bool, !cir.double, !cir.double) -> !cir.double
  %sel = cir.select if %b then %d else %z : (!cir.bool, !cir.double, !cir.double) -> !cir.double
  // CHECK-NEXT: %[[T:.*]] = cir.ternary(%arg1, true {
  // CHECK-NEXT:   cir.yield %[[SEL]] : !cir.double
  // CHECK-NEXT: }, false {
  // CHECK-NEXT:   %[[M:.*]] = cir.unary(minus, %[[SEL]]) : !cir.double, !cir.double
  // CHECK-NEXT:   cir.yield %[[M]] : !cir.double
  // CHECK-NEXT: }) : (!cir.bool) -> !cir.double
  %t = cir.ternary(%c, true {
    cir.yield %sel : !cir.double
  }, false {
    %m = cir.unary(minus, %sel) : !cir.double, !cir.double
    cir.yield %m : !cir.double
  }) : (!cir.bool) -> !cir.double
  // CHECK-NEXT: %[[FMT:.*]] = cir.get_global @".str" : !cir.ptr<!cir.array<!cir.int<s, 8> x 6>>
  %fmt = cir.get_global @".str" : !cir.ptr<!cir.array<!cir.int<s, 8> x 6>>
  // CHECK-NEXT: %[[F0:.*]] = cir.cast(array_to_ptrdecay, %[[FMT]] : !cir.ptr<!cir.array<!cir.int<s, 8> x 6>>), !cir.ptr<!cir.int<s, 8>>
  %f0 = cir.cast(array_to_ptrdecay, %fmt : !cir.ptr<!cir.array<!cir.int<s, 8> x 6>>), !cir.ptr<!cir.int<s, 8>>
  // CHECK-NEXT: %{{.*}} = cir.call @printf(%[[F0]], %arg0) : (!cir.ptr<!cir.int<s, 8>>, !cir.int<s, 32>) -> !cir.int<s, 32>
  %r = cir.call @printf(%f0, %n) : (!cir.ptr<!cir.int<s, 8>>, !cir.int<s, 32>) -> !cir.int<s, 32>
  // CHECK-NEXT: %[[FP:.*]] = cir.get_global @memory : !cir.ptr<!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 32>>)>>
  %fp = cir.get_global @memory : !cir.ptr<!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 32>>)>>
  // CHECK-NEXT: %[[NULL:.*]] = cir.const #cir.ptr<null> : !cir.ptr<!cir.int<s, 32>>
  %null = cir.const #cir.ptr<null> : !cir.ptr<!cir.int<s, 32>>
  // CHECK-NEXT: %{{.*}} = cir.call %[[FP]](%[[NULL]]) : (!cir.ptr<!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 32>>)>>, !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32>
  %r2 = cir.call %fp(%null) : (!cir.ptr<!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 32>>)>>, !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32>
  // CHECK-NEXT: cir.return %[[T]] : !cir.double
  cir.return %t : !cir.double
}
