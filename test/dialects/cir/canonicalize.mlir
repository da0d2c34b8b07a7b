// Canonicalization and CSE keep what C's semantics needs: an if that
// returns early, volatile accesses, stores, calls, loops that leave early;
// they drop what is dead and fold constants together.
// RUN: strata-opt --canonicalize --cse %s | filecheck %s
// RUN: strata-opt --canonicalize --cse %s | strata-opt --verify-each | filecheck %s

cir.func private @observe(!cir.int<s, 32>)

// CHECK-LABEL: cir.func @keep(%arg0: !cir.bool, %arg1: !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32> {
cir.func @keep(%c: !cir.bool, %p: !cir.ptr<!cir.int<s, 32>>) -> !cir.int<s, 32> {
  // The two constants 1 become one, hoisted to the entry block.
  // CHECK-NEXT: %[[ONE:.*]] = cir.const #cir.int<1> : !cir.int<s, 32>
  // CHECK-NEXT: cir.if %arg0 {
  // CHECK-NEXT:   cir.return %[[ONE]] : !cir.int<s, 32>
  // CHECK-NEXT: }
  cir.if %c {
    %one = cir.const #cir.int<1> : !cir.int<s, 32>
    cir.return %one : !cir.int<s, 32>
  }
  // An unused load goes; an unused volatile one stays.
  // CHECK-NEXT: %[[V:.*]] = cir.load volatile %arg1
  // CHECK-NOT: cir.load %arg1
  %dead = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %v = cir.load volatile %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  // A scope of pure ops is dead; one that calls is not.
  // CHECK-NEXT: cir.scope {
  // CHECK-NEXT:   cir.call @observe(%[[ONE]])
  // CHECK-NEXT: }
  cir.scope {
    %x = cir.const #cir.int<5> : !cir.int<s, 32>
    %y = cir.binop(mul, %x, %x) : !cir.int<s, 32>
  }
  cir.scope {
    %one = cir.const #cir.int<1> : !cir.int<s, 32>
    cir.call @observe(%one) : (!cir.int<s, 32>) -> ()
  }
  // A loop that only breaks out stays (its control flow is an effect).
  // CHECK-NEXT: cir.while {
  // CHECK-NEXT:   cir.condition(%arg0)
  // CHECK-NEXT: } do {
  // CHECK-NEXT:   cir.break
  // CHECK-NEXT: }
  cir.while {
    cir.condition(%c)
  } do {
    cir.break
  }
  // Two loads of one address with a store between are not merged.
  // CHECK-NEXT: %[[A:.*]] = cir.load %arg1
  // CHECK-NEXT: cir.store %[[V]], %arg1
  // CHECK-NEXT: %[[B:.*]] = cir.load %arg1
  // CHECK-NEXT: %[[SUM:.*]] = cir.binop(add, %[[A]], %[[B]])
  %a = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  cir.store %v, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  %b = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %sum = cir.binop(add, %a, %b) : !cir.int<s, 32>
  // CHECK-NEXT: cir.return %[[SUM]] : !cir.int<s, 32>
  cir.return %sum : !cir.int<s, 32>
}
