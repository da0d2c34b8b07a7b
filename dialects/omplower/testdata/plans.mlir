// Lowering plans as --omp-to-omp-lower attaches them: each wraps the
// construct it plans.
omp.private {type = private} @x.privatizer : !llvm.ptr

func.func @plans(%n: i32, %x: !llvm.ptr, %lb: i32, %ub: i32, %s: i32) {
  omp_lower.plan "libgomp" parallel {
    properties {
      outline_signature = closure()
      capture_strategy = "packed"
    }
    invoke {
      when(has(num_threads)) call "GOMP_parallel"(body, env_ptr, num_threads, 0)
      otherwise call "GOMP_parallel"(body, env_ptr, 0, 0)
    }
  } wraps {
    omp.parallel num_threads(%n : i32) private(@x.privatizer %x -> %arg0 : !llvm.ptr) {
      omp_lower.plan "libgomp" wsloop {
        properties {
          thread_id_function = "omp_get_thread_num"
          num_threads_function = "omp_get_num_threads"
          chunks = [1, -2, true, false, null, "s", f(x, [])]
        }
        pre {
          emit thread_bounds
        }
        invoke {
          emit loop_body(lower, upper, [step])
        }
        post {
          when(not nowait) call "GOMP_barrier"()
          when(schedule == "static" and (has(chunk) or not collapse == 1)) emit ident
          when(not (nowait or ordered)) call "f"()
        }
      } wraps {
        omp.wsloop schedule(static) {
          omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%s) {
            omp.yield
          }
        }
      }
      omp_lower.plan "iomp" barrier {
        invoke {
          call "__kmpc_barrier"(ident, global_tid)
        }
      } wraps {
        omp.barrier
      }
      omp.terminator
    }
  }
  return
}

// After --omp-outline the construct may be gone: the plan then wraps the
// dispatch code, here nothing.
func.func @outlined() {
  omp_lower.plan "pmsis" barrier {
    invoke {
      call "pi_cl_team_barrier"()
    }
  } wraps {
  }
  return
}
