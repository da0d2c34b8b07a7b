// A full conversion: every op must end legal. With arith legal but
// arith.muli illegal, the shifts make it succeed.
// RUN: strata-opt '--test-legalize=mode=full legal=arith illegal=arith.muli' %s | filecheck %s
// When arith.addi is neither legal nor convertible, the full conversion
// fails on it: it has no rule, so the message does not say "explicitly
// marked illegal" (a partial conversion would have left it alone).
// RUN: not strata-opt '--test-legalize=mode=full legal=arith.constant,arith.shli illegal=arith.muli' %s 2>&1 | filecheck %s --check-prefix=FULL
// RUN: strata-opt '--test-legalize=mode=partial legal=arith.constant,arith.shli illegal=arith.muli' %s | filecheck %s
// An unknown mode is an error at the module.
// RUN: not strata-opt --test-legalize=mode=sideways %s 2>&1 | filecheck %s --check-prefix=MODE

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32
// CHECK:         %[[SHIFT:.*]] = arith.shli %arg0, %{{.*}} : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[SHIFT]], %arg0 : i32
// CHECK-NEXT:    return %[[SUM]] : i32
func.func @f(%x: i32) -> i32 {
  %c16 = arith.constant 16 : i32
  %a = arith.muli %x, %c16 : i32
  // FULL:      legalize-full.mlir:[[@LINE+4]]:8: error: failed to legalize operation 'arith.addi'{{$}}
  // FULL-NEXT: {{^}}  %s = arith.addi %a, %x : i32
  // FULL-NEXT: {{^}}       ^
  // FULL-NOT:  error:
  %s = arith.addi %a, %x : i32
  return %s : i32
}

// MODE: legalize-full.mlir:0:0: error: 'builtin.module' op test-legalize: unknown mode 'sideways' (expected partial or full)
