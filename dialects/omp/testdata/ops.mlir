// Every omp op in its custom form, clauses in upstream's spelling.
module attributes {omp.is_target_device = false, omp.requires = #omp<clause_requires unified_shared_memory|reverse_offload>} {
  omp.critical.declare @mutex hint(contended, speculative)
  omp.critical.declare @plain

  omp.private {type = firstprivate} @x.firstprivatizer : i32 init {
  ^bb0(%mold: !llvm.ptr, %alloc: !llvm.ptr):
    omp.yield(%alloc : !llvm.ptr)
  } copy {
  ^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
    omp.yield(%to : !llvm.ptr)
  } dealloc {
  ^bb0(%p: !llvm.ptr):
    omp.yield
  }

  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%arg: i32):
    %0 = arith.constant 0 : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb0(%a: i32, %b: i32):
    %1 = arith.addi %a, %b : i32
    omp.yield(%1 : i32)
  } atomic {
  ^bb0(%pa: !llvm.ptr, %pb: !llvm.ptr):
    omp.yield
  } cleanup {
  ^bb0(%c: i32):
    omp.yield
  }

  func.func private @copy_fn(!llvm.ptr, !llvm.ptr)

  func.func @constructs(%c: i1, %n: i32, %x: !llvm.ptr, %y: !llvm.ptr, %lb: i32, %ub: i32, %s: i32, %i64: i64) {
    omp.parallel if(%c) num_threads(%n : i32) proc_bind(spread) private(@x.firstprivatizer %x -> %px : !llvm.ptr) reduction(@add_i32 %y -> %ry : !llvm.ptr) {
      omp.wsloop nowait ordered(1) schedule(static = %n : i32, monotonic) reduction(byref @add_i32 %ry -> %r2 : !llvm.ptr) {
        omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
          omp.yield
        }
      }
      omp.wsloop schedule(runtime) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
          omp.yield
        }
        omp.terminator
      }
      omp.wsloop order(concurrent) schedule(guided, simd) {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
          omp.yield
        }
      }
      omp.barrier
      omp.critical(@mutex) {
        omp.terminator
      }
      omp.critical {
        omp.terminator
      }
      omp.single copyprivate(%px -> @copy_fn : !llvm.ptr) {
        omp.terminator
      }
      omp.single nowait {
        omp.terminator
      }
      omp.master {
        omp.terminator
      }
      omp.masked filter(%n : i32) {
        omp.terminator
      }
      omp.masked {
        omp.terminator
      }
      omp.atomic.read %x = %y hint(uncontended) memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.write %x = %n memory_order(release) : !llvm.ptr, i32
      omp.atomic.update memory_order(relaxed) %x : !llvm.ptr {
      ^bb0(%old: i32):
        %new = arith.addi %old, %n : i32
        omp.yield(%new : i32)
      }
      omp.atomic.capture memory_order(seq_cst) {
        omp.atomic.read %y = %x : !llvm.ptr, !llvm.ptr, i32
        omp.atomic.update %x : !llvm.ptr {
        ^bb0(%old: i32):
          omp.yield(%old : i32)
        }
        omp.terminator
      }
      omp.task depend(taskdependin -> %x : !llvm.ptr, taskdependinout -> %y : !llvm.ptr) final(%c) if(%c) mergeable priority(%n : i32) untied in_reduction(@add_i32 %y -> %ir : !llvm.ptr) private(@x.firstprivatizer %x -> %tp : !llvm.ptr) {
        omp.taskyield
        omp.terminator
      }
      omp.taskwait
      omp.taskwait depend(taskdependout -> %x : !llvm.ptr) nowait
      omp.taskgroup task_reduction(@add_i32 %y -> %tr : !llvm.ptr) {
        omp.task {
          omp.terminator
        }
        omp.terminator
      }
      omp.terminator
    }
    return
  }

  func.func @offload(%a: !llvm.ptr, %p: !llvm.ptr, %dev: i32, %c: i1, %n: i32, %c0: i64, %c9: i64, %c1: i64) {
    %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%c9 : i64) extent(%c1 : i64) stride(%c1 : i64) start_idx(%c0 : i64)
    %m0 = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<10 x f64>) map_clauses(always, close, present, tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "a[0:10]"}
    %m1 = omp.map.info var_ptr(%p : !llvm.ptr, i32) var_ptr_ptr(%a : !llvm.ptr) map_clauses(to) capture(ByCopy) -> !llvm.ptr
    %m2 = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(exit_release_or_enter_alloc) capture(ByRef) members(%m1 : [0, 1] : !llvm.ptr) -> !llvm.ptr
    %m3 = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(from) capture(ByRef) -> !llvm.ptr
    %m4 = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(delete) capture(ByRef) -> !llvm.ptr
    omp.target_enter_data device(%dev : i32) if(%c) map_entries(%m1, %m2 : !llvm.ptr, !llvm.ptr) nowait
    omp.target_data device(%dev : i32) map_entries(%m0 : !llvm.ptr) use_device_addr(%a -> %da : !llvm.ptr) use_device_ptr(%p -> %dp : !llvm.ptr) {
      omp.terminator
    }
    omp.target depend(taskdependin -> %a : !llvm.ptr) device(%dev : i32) if(%c) is_device_ptr(%p : !llvm.ptr) nowait thread_limit(%n : i32) has_device_addr(%p -> %hp : !llvm.ptr) map_entries(%m0 -> %ma, %m1 -> %mb : !llvm.ptr, !llvm.ptr) {
      %k = arith.constant 4 : i32
      omp.teams num_teams(%k : i32 to %k : i32) thread_limit(%k : i32) {
        omp.distribute dist_schedule_static dist_schedule_chunk_size(%k : i32) {
          omp.loop_nest (%i) : i32 = (%k) to (%k) step (%k) {
            omp.yield
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    omp.target_update map_entries(%m3 : !llvm.ptr)
    omp.target_exit_data map_entries(%m3, %m4 : !llvm.ptr, !llvm.ptr)
    omp.teams num_teams( to %n : i32) {
      omp.terminator
    }
    return
  }
}
