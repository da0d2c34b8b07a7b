// Verifier and parser errors of the omp dialect, one case per split.

func.func @chunk_with_auto(%lb: i32, %ub: i32, %s: i32, %c: i32) {
  // expected-error@+1 {{schedule(auto) does not take a chunk size}}
  omp.wsloop schedule(auto = %c : i32) {
    omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  return
}

// -----

func.func @bad_schedule_kind(%lb: i32) {
  // expected-error@+1 {{expected one of [static, dynamic, guided, auto, runtime] for schedulekind, but got 'eager'}}
  omp.wsloop schedule(eager) {
  }
  return
}

// -----

func.func @bounds_types(%lb: i32, %ub: i64, %s: i32) {
  // expected-note@-1 {{prior use here}}
  omp.wsloop {
    // expected-error@+1 {{use of value '%ub' expects different type than prior uses: 'i32' vs 'i64'}}
    omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  return
}

// -----

func.func @loop_nest_outside_wrapper(%lb: i32) {
  omp.parallel {
    // expected-error@+1 {{'omp.loop_nest' op expects parent op to be a loop wrapper}}
    omp.loop_nest (%iv) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
    omp.terminator
  }
  return
}

// -----

func.func @wrapper_with_two_ops(%lb: i32) {
  // expected-error@+1 {{'omp.wsloop' op loop wrapper does not contain exactly one nested op}}
  omp.wsloop {
    omp.barrier
    omp.loop_nest (%iv) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @missing_privatizer(%x: !llvm.ptr) {
  // expected-error@+1 {{'@nope' does not reference a valid privatizer (omp.private)}}
  omp.parallel private(@nope %x -> %arg0 : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

omp.critical.declare @not_a_reduction

func.func @reduction_symbol_kind(%x: !llvm.ptr) {
  // expected-error@+1 {{'@not_a_reduction' references a 'omp.critical.declare', not a reduction declaration (omp.declare_reduction)}}
  omp.parallel reduction(@not_a_reduction %x -> %arg0 : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @num_threads_type(%n: f32) {
  // expected-error@+1 {{'omp.parallel' op operand #0 must be integer or index, but got 'f32'}}
  omp.parallel num_threads(%n : f32) {
    omp.terminator
  }
  return
}

// -----

func.func @duplicate_clause(%n: i32) {
  // expected-error@+1 {{`num_threads` clause can appear at most once in the expansion of the oilist directive}}
  omp.parallel num_threads(%n : i32) num_threads(%n : i32) {
    omp.terminator
  }
  return
}

// -----

func.func @region_args(%n: i32) {
  // expected-error@+1 {{'omp.parallel' op expected 0 entry block arguments, one per private, reduction or mapped variable, but the region has 1}}
  "omp.parallel"() ({
  ^bb0(%a: i32):
    omp.terminator
  }) {operand_segment_sizes = array<i32: 0, 0, 0, 0>} : () -> ()
  return
}

// -----

func.func @missing_terminator() {
  omp.parallel {
    // expected-error@+1 {{block with no terminator}}
    omp.barrier
  }
  return
}

// -----

func.func @critical_name() {
  // expected-error@+1 {{expected symbol reference @undeclared to point to a critical declaration}}
  omp.critical(@undeclared) {
    omp.terminator
  }
  return
}

// -----

// expected-error@+1 {{the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
omp.critical.declare @mutex hint(uncontended, contended)

// -----

// expected-error@+1 {{invalid synchronization hint 'fast'}}
omp.critical.declare @mutex hint(fast)

// -----

func.func @single_nowait_copyprivate(%x: !llvm.ptr) {
  // expected-error@+1 {{copyprivate variables and nowait clause are mutually exclusive}}
  omp.single copyprivate(%x -> @f : !llvm.ptr) nowait {
    omp.terminator
  }
  return
}

// -----

func.func @atomic_read_same(%x: !llvm.ptr) {
  // expected-error@+1 {{read and write must not be to the same location for atomic reads}}
  omp.atomic.read %x = %x : !llvm.ptr, !llvm.ptr, i32
  return
}

// -----

func.func @atomic_write_order(%x: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{memory-order must not be acq_rel or acquire for atomic writes}}
  omp.atomic.write %x = %v memory_order(acquire) : !llvm.ptr, i32
  return
}

// -----

func.func @atomic_update_yield(%x: !llvm.ptr, %v: i64) {
  // expected-error@+1 {{the type of the operand yielded must be the type of the region argument}}
  omp.atomic.update %x : !llvm.ptr {
  ^bb0(%old: i32):
    omp.yield(%v : i64)
  }
  return
}

// -----

func.func @atomic_capture(%x: !llvm.ptr, %y: !llvm.ptr) {
  // expected-error@+1 {{expected three operations in atomic.capture region (one terminator, and two atomic ops)}}
  omp.atomic.capture {
    omp.atomic.read %y = %x : !llvm.ptr, !llvm.ptr, i32
    omp.terminator
  }
  return
}

// -----

// expected-error@+1 {{`firstprivate` clauses require at least a `copy` region.}}
omp.private {type = firstprivate} @fp : i32

// -----

// expected-error@+1 {{`private` clauses do not require a `copy` region.}}
omp.private {type = private} @p : i32 copy {
^bb0(%a: !llvm.ptr, %b: !llvm.ptr):
  omp.yield(%b : !llvm.ptr)
}

// -----

// expected-error@+1 {{expects the init region to yield a value of type '!llvm.ptr', got 'i32'}}
omp.private {type = private} @p : i32 init {
^bb0(%a: !llvm.ptr, %b: !llvm.ptr):
  %c = arith.constant 0 : i32
  omp.yield(%c : i32)
}

// -----

// expected-error@+1 {{expects combiner region with two arguments of the reduction type}}
omp.declare_reduction @r : i32 init {
^bb0(%a: i32):
  omp.yield(%a : i32)
} combiner {
^bb0(%a: i32):
  omp.yield(%a : i32)
}

// -----

func.func @map_entries_not_map_info(%x: !llvm.ptr) {
  // expected-error@+1 {{expected the map_entries operands to be results of omp.map.info}}
  omp.target_enter_data map_entries(%x : !llvm.ptr)
  return
}

// -----

func.func @enter_data_from(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{to and alloc map types are permitted}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @update_tofrom(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  // expected-error@+1 {{either to or from map types can be specified, not both}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @bad_map_type(%x: !llvm.ptr) {
  // expected-error@+1 {{unknown map type or modifier 'sometimes'}}
  %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(sometimes, to) capture(ByRef) -> !llvm.ptr
  return
}

// -----

func.func @bounds(%c: i64) {
  // expected-error@+1 {{expected extent or upperbound}}
  %b = omp.map.bounds lower_bound(%c : i64)
  return
}

// -----

func.func @target_data_empty() {
  // expected-error@+1 {{At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present}}
  omp.target_data {
    omp.terminator
  }
  return
}

// -----

func.func @teams_in_parallel(%n: i32) {
  omp.parallel {
    // expected-error@+1 {{expected to be closely nested inside target or not nested in any OpenMP dialect operations}}
    omp.teams {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @num_teams_lower_only(%n: i32, %m: i64) {
  // expected-error@+1 {{expected num_teams upper bound and lower bound to be the same type}}
  omp.teams num_teams(%n : i32 to %m : i64) {
    omp.terminator
  }
  return
}

// -----

func.func @dist_chunk(%n: i32, %lb: i32) {
  // expected-error@+1 {{chunk size set without dist_schedule_static being present}}
  omp.distribute dist_schedule_chunk_size(%n : i32) {
    omp.loop_nest (%iv) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @yield_parent() {
  omp.parallel {
    // expected-error@+1 {{'omp.yield' op expects parent op to be one of 'omp.loop_nest, omp.atomic.update, omp.declare_reduction, omp.private'}}
    omp.yield
  }
  return
}

// -----

func.func @depend_kind(%x: !llvm.ptr) {
  // expected-error@+1 {{expected one of [taskdependin, taskdependout, taskdependinout, taskdependmutexinoutset, taskdependinoutset] for clause_task_depend, but got 'in'}}
  omp.task depend(in -> %x : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

// expected-error@+1 {{unknown requires clause 'everything'}}
module attributes {omp.requires = #omp<clause_requires everything>} {
}
