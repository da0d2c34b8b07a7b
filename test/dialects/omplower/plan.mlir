// omp_lower.plan wraps the construct it plans and prints its actions in
// the DSL's spelling; the generic form holds them as attributes, and both
// forms read back to the same IR.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 | diff - %t.1
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | diff - %t.1
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

func.func @f(%n: i32) {
  omp_lower.plan "libgomp" parallel {
    properties {
      outline_signature = closure()
      capture_strategy = "packed"
    }
    invoke {
      when(has(num_threads)) call "GOMP_parallel"(body, env_ptr, num_threads, 0)
      otherwise call "GOMP_parallel"(body, env_ptr, 0, 0)
    }
    post {
      when(not nowait and schedule == "static") emit ident([1, "x"])
    }
  } wraps {
    omp.parallel num_threads(%n : i32) {
      omp.terminator
    }
  }
  return
}

// CHECK:      omp_lower.plan "libgomp" parallel {
// CHECK-NEXT:   properties {
// CHECK-NEXT:     capture_strategy = "packed"
// CHECK-NEXT:     outline_signature = closure()
// CHECK-NEXT:   }
// CHECK-NEXT:   invoke {
// CHECK-NEXT:     when(has(num_threads)) call "GOMP_parallel"(body, env_ptr, num_threads, 0)
// CHECK-NEXT:     otherwise call "GOMP_parallel"(body, env_ptr, 0, 0)
// CHECK-NEXT:   }
// CHECK-NEXT:   post {
// CHECK-NEXT:     when(not nowait and schedule == "static") emit ident([1, "x"])
// CHECK-NEXT:   }
// CHECK-NEXT: } wraps {
// CHECK-NEXT:   omp.parallel num_threads(%{{.*}} : i32) {

// GENERIC: {construct = "parallel", invoke = [#omp_lower.action<when(has(num_threads)) call "GOMP_parallel"(body, env_ptr, num_threads, 0)>, #omp_lower.action<otherwise call "GOMP_parallel"(body, env_ptr, 0, 0)>], post = [#omp_lower.action<when(not nowait and schedule == "static") emit ident([1, "x"])>], pre = [], properties = {capture_strategy = "packed", outline_signature = #omp_lower.expr<closure()>}, runtime = "libgomp"} : () -> ()
