// The scf.while, multi-block scf.execute_region and cf.switch patterns
// under --canonicalize, and selecting them by name.
// RUN: strata-opt --canonicalize %s | filecheck %s
// RUN: strata-opt '--canonicalize=disable-patterns=RemoveLoopInvariantArgsFromBeforeBlock,WhileCmpCond,MultiBlockExecuteInliner,SimplifySwitchFromSwitchOnSameCondition' %s | filecheck %s --check-prefix=DISABLED

// The stride never changes: it leaves the loop-carried values.
// CHECK-LABEL: func.func @stride
// CHECK:         %[[R:.*]] = scf.while (%[[I:.*]] = %arg0) : (index) -> index {
// CHECK-NEXT:      %[[LT:.*]] = arith.cmpi slt, %[[I]], %arg2 : index
// CHECK-NEXT:      scf.condition(%[[LT]]) %[[I]] : index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[J:.*]]: index):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[J]], %arg1 : index
// CHECK-NEXT:      scf.yield %[[N]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
// DISABLED-LABEL: func.func @stride
// DISABLED:         scf.while ({{.*}}, {{.*}}) : (index, index) -> index
func.func @stride(%start: index, %stride: index, %limit: index) -> index {
  %r = scf.while (%i = %start, %s = %stride) : (index, index) -> index {
    %lt = arith.cmpi slt, %i, %limit : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %stride : index
    scf.yield %next, %stride : index, index
  }
  return %r : index
}

// The body's bound check repeats the loop condition: it is true there.
// CHECK-LABEL: func.func @bound_check
// CHECK:         ^bb0(%[[J:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[J]], %c1_i32 : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// DISABLED-LABEL: func.func @bound_check
// DISABLED:         arith.cmpi slt
// DISABLED:         arith.cmpi slt
func.func @bound_check(%lo: i32, %hi: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %lo) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %hi : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %in = arith.cmpi slt, %j, %hi : i32
    %step = arith.select %in, %c1, %c0 : i32
    %n = arith.addi %j, %step : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// A multi-block execute_region becomes blocks of the function.
// CHECK-LABEL: func.func @pick
// CHECK-NOT:     scf.execute_region
// CHECK:         cf.cond_br %arg2, ^bb1, ^bb2
// CHECK:       ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]] : i32
// DISABLED-LABEL: func.func @pick
// DISABLED:         scf.execute_region -> i32
func.func @pick(%a: i32, %b: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^t, ^e
  ^t:
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  ^e:
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// The inner switch runs only for case 7 of the outer one.
// CHECK-LABEL: func.func @switch_twice
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^[[OUT:bb[0-9]+]](%arg1 : i32),
// CHECK-NEXT:      7: ^[[OUT]](%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NOT:     cf.switch
// DISABLED-LABEL: func.func @switch_twice
// DISABLED-COUNT-2: cf.switch
func.func @switch_twice(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^out(%a : i32),
    7: ^again
  ]
^again:
  cf.switch %f : i32, [
    default: ^out(%a : i32),
    7: ^out(%b : i32)
  ]
^out(%x: i32):
  return %x : i32
}
