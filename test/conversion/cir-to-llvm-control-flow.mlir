// convert-cir-to-llvm flattens cir's structured control flow into blocks
// of the llvm dialect: each structured op splits its block, its regions
// become blocks before the continuation, and cir.yield, cir.condition,
// cir.break and cir.continue become llvm.br, llvm.cond_br and llvm.switch.
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s
// No cir operation is left, and the output verifies (strata-opt verifies
// after the pass).
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s --check-prefix=NOCIR
// NOCIR-NOT: cir.

// A scope is a block of its own; its alloca goes to the entry block.
// CHECK-LABEL: llvm.func @scope()
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[X:.*]] = llvm.alloca %[[ONE]] x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:    llvm.store %[[C]], %[[X]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    llvm.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.return
cir.func @scope() {
  cir.scope {
    %x = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["x"] {alignment = 4 : i64}
    %c = cir.const #cir.int<4> : !cir.int<s, 32>
    cir.store %c, %x : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  }
  cir.return
}

// if/else: a conditional branch to the two regions, both joining after.
// CHECK-LABEL: llvm.func @if_else(%arg0: i1, %arg1: !llvm.ptr)
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    llvm.store %[[A]], %arg1
// CHECK-NEXT:    llvm.br ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[B:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:    llvm.store %[[B]], %arg1
// CHECK-NEXT:    llvm.br ^bb3
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    llvm.return
cir.func @if_else(%c: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>) {
  cir.if %c {
    %a = cir.const #cir.int<1> : !cir.int<s, 32>
    cir.store %a, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  } else {
    %b = cir.const #cir.int<2> : !cir.int<s, 32>
    cir.store %b, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  }
  cir.return
}

// An if without else branches to the continuation when false.
// CHECK-LABEL: llvm.func @if_only(%arg0: i1)
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    llvm.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    llvm.return
cir.func @if_only(%c: !cir.bool) {
  cir.if %c {
  }
  cir.return
}

// for: cond, body, step; continue goes to the step, break past the loop.
// CHECK-LABEL: llvm.func @for_continue_break(%arg0: !llvm.ptr, %arg1: i1, %arg2: i1)
// CHECK-NEXT:    llvm.br ^[[COND:bb[0-9]+]]
// CHECK-NEXT:  ^[[COND]]:
// CHECK-NEXT:    %[[I:.*]] = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %[[N:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:    %[[LT:.*]] = llvm.icmp "slt" %[[I]], %[[N]] : i32
// CHECK-NEXT:    llvm.cond_br %[[LT]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    llvm.cond_br %arg1, ^[[THEN:bb[0-9]+]], ^[[NEXT:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    llvm.br ^[[STEP:bb[0-9]+]]
// CHECK-NEXT:  ^[[NEXT]]:
// CHECK-NEXT:    llvm.cond_br %arg2, ^[[THEN2:bb[0-9]+]], ^[[NEXT2:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN2]]:
// CHECK-NEXT:    llvm.br ^[[EXIT]]
// CHECK-NEXT:  ^[[NEXT2]]:
// CHECK-NEXT:    llvm.br ^[[STEP]]
// CHECK-NEXT:  ^[[STEP]]:
// CHECK-NEXT:    %[[J:.*]] = llvm.load %arg0
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[INC:.*]] = llvm.add %[[J]], %[[ONE]] overflow<nsw> : i32
// CHECK-NEXT:    llvm.store %[[INC]], %arg0
// CHECK-NEXT:    llvm.br ^[[COND]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
cir.func @for_continue_break(%i: !cir.ptr<!cir.int<s, 32>>, %a: !cir.bool, %b: !cir.bool) {
  cir.for : cond {
    %v = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %n = cir.const #cir.int<10> : !cir.int<s, 32>
    %lt = cir.cmp(lt, %v, %n) : !cir.int<s, 32>, !cir.bool
    cir.condition(%lt)
  } body {
    cir.if %a {
      cir.continue
    }
    cir.if %b {
      cir.break
    }
    cir.yield
  } step {
    %v = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %w = cir.unary(inc, %v) : !cir.int<s, 32>, !cir.int<s, 32>
    cir.store %w, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.yield
  }
  cir.return
}

// while: the condition first, the body branches back to it.
// CHECK-LABEL: llvm.func @while_loop(%arg0: !llvm.ptr)
// CHECK-NEXT:    llvm.br ^[[COND:bb[0-9]+]]
// CHECK-NEXT:  ^[[COND]]:
// CHECK:         llvm.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK:         llvm.br ^[[COND]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
cir.func @while_loop(%p: !cir.ptr<!cir.int<u, 32>>) {
  cir.while {
    %v = cir.load %p : !cir.ptr<!cir.int<u, 32>>, !cir.int<u, 32>
    %z = cir.const #cir.int<0> : !cir.int<u, 32>
    %ne = cir.cmp(ne, %v, %z) : !cir.int<u, 32>, !cir.bool
    cir.condition(%ne)
  } do {
    %v = cir.load %p : !cir.ptr<!cir.int<u, 32>>, !cir.int<u, 32>
    %w = cir.unary(dec, %v) : !cir.int<u, 32>, !cir.int<u, 32>
    cir.store %w, %p : !cir.int<u, 32>, !cir.ptr<!cir.int<u, 32>>
  }
  cir.return
}

// do-while: the body first; continue goes to the condition.
// CHECK-LABEL: llvm.func @do_while(%arg0: !llvm.ptr, %arg1: i1)
// CHECK-NEXT:    llvm.br ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    llvm.cond_br %arg1, ^[[THEN:bb[0-9]+]], ^[[REST:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    llvm.br ^[[COND:bb[0-9]+]]
// CHECK-NEXT:  ^[[REST]]:
// CHECK:         llvm.br ^[[COND]]
// CHECK-NEXT:  ^[[COND]]:
// CHECK:         %[[GT:.*]] = llvm.icmp "sgt"
// CHECK-NEXT:    llvm.cond_br %[[GT]], ^[[BODY]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
cir.func @do_while(%p: !cir.ptr<!cir.int<s, 64>>, %skip: !cir.bool) {
  cir.do {
    cir.if %skip {
      cir.continue
    }
    %v = cir.load %p : !cir.ptr<!cir.int<s, 64>>, !cir.int<s, 64>
    %w = cir.unary(dec, %v) : !cir.int<s, 64>, !cir.int<s, 64>
    cir.store %w, %p : !cir.int<s, 64>, !cir.ptr<!cir.int<s, 64>>
    cir.yield
  } while {
    %v = cir.load %p : !cir.ptr<!cir.int<s, 64>>, !cir.int<s, 64>
    %z = cir.const #cir.int<0> : !cir.int<s, 64>
    %gt = cir.cmp(gt, %v, %z) : !cir.int<s, 64>, !cir.bool
    cir.condition(%gt)
  }
  cir.return
}

// switch: an llvm.switch on the value; anyof gives several case values to
// one block, a case ending in cir.yield falls through to the next one,
// cir.break leaves the switch, default is the switch's default.
// CHECK-LABEL: llvm.func @switch(%arg0: i32, %arg1: !llvm.ptr)
// CHECK-NEXT:    llvm.switch %arg0 : i32, ^[[DEF:bb[0-9]+]] [
// CHECK-NEXT:      1: ^[[ONE:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[TWO:bb[0-9]+]],
// CHECK-NEXT:      3: ^[[TWO]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[ONE]]:
// CHECK-NEXT:    %[[TEN:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:    llvm.store %[[TEN]], %arg1
// CHECK-NEXT:    llvm.br ^[[TWO]]
// CHECK-NEXT:  ^[[TWO]]:
// CHECK-NEXT:    %[[TWENTY:.*]] = llvm.mlir.constant(20 : i32) : i32
// CHECK-NEXT:    llvm.store %[[TWENTY]], %arg1
// CHECK-NEXT:    llvm.br ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[DEF]]:
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    llvm.store %[[M]], %arg1
// CHECK-NEXT:    llvm.br ^[[EXIT]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
cir.func @switch(%v: !cir.int<s, 32>, %p: !cir.ptr<!cir.int<s, 32>>) {
  cir.switch (%v : !cir.int<s, 32>) [
  case (equal, 1) {
    %a = cir.const #cir.int<10> : !cir.int<s, 32>
    cir.store %a, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.yield
  },
  case (anyof, [2, 3] : !cir.int<s, 32>) {
    %b = cir.const #cir.int<20> : !cir.int<s, 32>
    cir.store %b, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.break
  },
  case (default) {
    %c = cir.const #cir.int<-1> : !cir.int<s, 32>
    cir.store %c, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.break
  }
  ]
  cir.return
}

// A switch without default goes past the switch for other values; a
// cir.continue in a switch case belongs to the enclosing loop, a
// cir.break to the switch.
// CHECK-LABEL: llvm.func @switch_in_loop(%arg0: !llvm.ptr)
// CHECK-NEXT:    llvm.br ^[[COND:bb[0-9]+]]
// CHECK-NEXT:  ^[[COND]]:
// CHECK:         llvm.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[V:.*]] = llvm.load %arg0
// CHECK-NEXT:    llvm.switch %[[V]] : i32, ^[[AFTER:bb[0-9]+]] [
// CHECK-NEXT:      0: ^[[ZERO:bb[0-9]+]],
// CHECK-NEXT:      7: ^[[SEVEN:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[ZERO]]:
// CHECK-NEXT:    llvm.br ^[[COND]]
// CHECK-NEXT:  ^[[SEVEN]]:
// CHECK-NEXT:    llvm.br ^[[AFTER]]
// CHECK-NEXT:  ^[[AFTER]]:
// CHECK-NEXT:    llvm.br ^[[COND]]
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
cir.func @switch_in_loop(%p: !cir.ptr<!cir.int<s, 32>>) {
  cir.while {
    %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %z = cir.const #cir.int<0> : !cir.int<s, 32>
    %ne = cir.cmp(ne, %v, %z) : !cir.int<s, 32>, !cir.bool
    cir.condition(%ne)
  } do {
    %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    cir.switch (%v : !cir.int<s, 32>) [
    case (equal, 0) {
      cir.continue
    },
    case (equal, 7) {
      cir.break
    }
    ]
    cir.yield
  }
  cir.return
}

// An early return inside nested loops and ifs stays a return in its block.
// CHECK-LABEL: llvm.func @early_return(%arg0: i1) -> i32
// CHECK:         llvm.cond_br %arg0, ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    %[[R:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    llvm.return %[[R]] : i32
// CHECK:         %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.return %[[Z]] : i32
cir.func @early_return(%c: !cir.bool) -> !cir.int<s, 32> {
  cir.while {
    %t = cir.const #cir.bool<true> : !cir.bool
    cir.condition(%t)
  } do {
    cir.scope {
      cir.if %c {
        %r = cir.const #cir.int<7> : !cir.int<s, 32>
        cir.return %r : !cir.int<s, 32>
      }
    }
    cir.break
  }
  %z = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.return %z : !cir.int<s, 32>
}

// ternary: only the chosen region runs; the result is an argument of the
// continuation block.
// CHECK-LABEL: llvm.func @ternary(%arg0: i1, %arg1: !llvm.ptr) -> i32
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L:.*]] = llvm.load %arg1
// CHECK-NEXT:    llvm.br ^bb3(%[[L]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.br ^bb3(%[[Z]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    llvm.return %[[R]] : i32
cir.func @ternary(%c: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32> {
  %r = cir.ternary(%c, true {
    %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    cir.yield %v : !cir.int<s, 32>
  }, false {
    %z = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.yield %z : !cir.int<s, 32>
  }) : (!cir.bool) -> !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}

// C's && as a ternary of bools: the bool block argument is i1.
// CHECK-LABEL: llvm.func @logical_and(%arg0: i1, %arg1: i1) -> i1
// CHECK-NEXT:    llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    llvm.br ^bb3(%arg1 : i1)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:    llvm.br ^bb3(%[[F]] : i1)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i1):
// CHECK-NEXT:    llvm.return %[[R]] : i1
cir.func @logical_and(%a: !cir.bool, %b: !cir.bool) -> !cir.bool {
  %r = cir.ternary(%a, true {
    cir.yield %b : !cir.bool
  }, false {
    %f = cir.const #cir.bool<false> : !cir.bool
    cir.yield %f : !cir.bool
  }) : (!cir.bool) -> !cir.bool
  cir.return %r : !cir.bool
}
