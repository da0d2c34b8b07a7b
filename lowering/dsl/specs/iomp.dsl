// LLVM's OpenMP runtime (libomp), as Clang 16 lowers OpenMP: outlined
// bodies are microtasks taking the global and bound thread ids and one
// pointer per capture; most entry points take a source-location ident
// and the global thread id.
runtime iomp {
  // kmp_sched_t values for __kmpc_for_static_init and __kmpc_dispatch_init.
  let sched_static_chunked = 33;
  let sched_static = 34;
  let sched_dynamic = 35;
  let sched_guided = 36;
  let sched_runtime = 37;
  // The same | kmp_sch_modifier_nonmonotonic (1 << 30): OpenMP 5.0 makes
  // a dynamic or guided schedule nonmonotonic unless it says monotonic
  // or the loop is ordered, and Clang passes the bit; libomp then hands
  // out dynamic chunks by stealing (kmp_sch_static_steal), each thread
  // taking from its own range first rather than all from one counter.
  let sched_dynamic_nonmonotonic = 1073741859;
  let sched_guided_nonmonotonic = 1073741860;

  construct parallel {
    outline_signature = microtask(ptr_tid, ptr_btid, captures);
    capture_strategy = "by_pointer";
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      when has(num_threads) or has(proc_bind) => emit global_tid;
      when has(num_threads) => call "__kmpc_push_num_threads"(ident, global_tid, num_threads);
      when has(proc_bind) => call "__kmpc_push_proc_bind"(ident, global_tid, proc_bind_kind);
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      when has(if_clause) => emit fork_if("__kmpc_fork_call", "__kmpc_serialized_parallel", "__kmpc_end_serialized_parallel");
      otherwise => call "__kmpc_fork_call"(ident, num_captures, body, captures);
    }
  }

  // Work-sharing loops run over the normalized iteration space 0 ..
  // count-1 in i64 (docs/omp-lowering.md), hence the _8 entry points:
  // loop_slots binds lower/upper/stride (i64 slots), last (i32 slot),
  // step (the i64 increment 1) and chunk (as an i64).
  construct wsloop when schedule == static and has(chunk) {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
      emit loop_slots;
      call "__kmpc_for_static_init_8"(ident, global_tid, sched_static_chunked, last, lower, upper, stride, step, chunk);
    }
    invoke {
      emit static_chunk_loop;
    }
    post {
      call "__kmpc_for_static_fini"(ident, global_tid);
      when has(reduction) => emit reduction;
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct wsloop when schedule == dynamic {
    global_tid_function = "__kmpc_global_thread_num";
    chunk_init_function = "__kmpc_dispatch_init_8";
    chunk_next_function = "__kmpc_dispatch_next_8";
    chunk_protocol = "init_next";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      when ordered or schedule_mod == monotonic => emit dynamic_loop(sched_dynamic);
      otherwise => emit dynamic_loop(sched_dynamic_nonmonotonic);
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct wsloop when schedule == guided {
    global_tid_function = "__kmpc_global_thread_num";
    chunk_init_function = "__kmpc_dispatch_init_8";
    chunk_next_function = "__kmpc_dispatch_next_8";
    chunk_protocol = "init_next";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      when ordered or schedule_mod == monotonic => emit dynamic_loop(sched_guided);
      otherwise => emit dynamic_loop(sched_guided_nonmonotonic);
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct wsloop when schedule == runtime {
    global_tid_function = "__kmpc_global_thread_num";
    chunk_init_function = "__kmpc_dispatch_init_8";
    chunk_next_function = "__kmpc_dispatch_next_8";
    chunk_protocol = "init_next";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      emit dynamic_loop(sched_runtime);
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  // schedule(static) without a chunk, schedule(auto), or no schedule.
  construct wsloop {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
      emit loop_slots;
      call "__kmpc_for_static_init_8"(ident, global_tid, sched_static, last, lower, upper, stride, step, step);
    }
    invoke {
      emit loop_body;
    }
    post {
      call "__kmpc_for_static_fini"(ident, global_tid);
      when has(reduction) => emit reduction;
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct barrier {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct critical {
    global_tid_function = "__kmpc_global_thread_num";
    lock_size = 32; // kmp_critical_name: 8 x i32
    pre {
      emit ident;
      emit global_tid;
      emit critical_lock;
      call "__kmpc_critical"(ident, global_tid, lock);
    }
    invoke {
      emit inline_body;
    }
    post {
      call "__kmpc_end_critical"(ident, global_tid, lock);
    }
  }

  // copyprivate: __kmpc_copyprivate publishes the variable of the thread
  // that ran the body (did_it), waits for the team and copies it into the
  // others' with the copy function; it ends with a barrier of its own.
  construct single when has(copyprivate) {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      emit guarded_body("__kmpc_single", [ident, global_tid], "__kmpc_end_single", [ident, global_tid]);
    }
    post {
      emit copyprivate("__kmpc_copyprivate");
    }
  }

  construct single {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      emit guarded_body("__kmpc_single", [ident, global_tid], "__kmpc_end_single", [ident, global_tid]);
    }
    post {
      when not nowait => call "__kmpc_barrier"(ident, global_tid);
    }
  }

  construct master {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      emit guarded_body("__kmpc_master", [ident, global_tid], "__kmpc_end_master", [ident, global_tid]);
    }
  }

  construct masked {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      when has(filter) => emit guarded_body("__kmpc_masked", [ident, global_tid, filter], "__kmpc_end_masked", [ident, global_tid]);
      otherwise => emit guarded_body("__kmpc_masked", [ident, global_tid, 0], "__kmpc_end_masked", [ident, global_tid]);
    }
  }

  construct atomic_read {
    atomic_strategy = "native";
    invoke {
      emit atomic;
    }
  }

  construct atomic_write {
    atomic_strategy = "native";
    invoke {
      emit atomic;
    }
  }

  construct atomic_update {
    atomic_strategy = "native";
    invoke {
      emit atomic;
    }
  }

  construct atomic_capture {
    atomic_strategy = "native";
    invoke {
      emit atomic;
    }
  }

  construct task {
    outline_signature = task_entry();
    capture_strategy = "packed";
    global_tid_function = "__kmpc_global_thread_num";
    task_alloc_function = "__kmpc_omp_task_alloc";
    pre {
      emit ident;
      emit global_tid;
      emit task_alloc;
      when has(depend) => emit depend_array("kmp");
    }
    // A task whose if clause is false runs undeferred, on this thread
    // between begin_if0 and complete_if0, after its dependences.
    invoke {
      when has(if_clause) and has(depend) => emit undeferred_if("__kmpc_omp_task_with_deps", "__kmpc_omp_task_begin_if0", "__kmpc_omp_task_complete_if0", "__kmpc_omp_wait_deps");
      when has(if_clause) and not has(depend) => emit undeferred_if("__kmpc_omp_task", "__kmpc_omp_task_begin_if0", "__kmpc_omp_task_complete_if0");
      when not has(if_clause) and has(depend) => call "__kmpc_omp_task_with_deps"(ident, global_tid, task, num_depends, depend, 0, null);
      when not has(if_clause) and not has(depend) => call "__kmpc_omp_task"(ident, global_tid, task);
    }
  }

  construct taskwait {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      call "__kmpc_omp_taskwait"(ident, global_tid);
    }
  }

  construct taskgroup {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
      call "__kmpc_taskgroup"(ident, global_tid);
    }
    invoke {
      emit inline_body;
    }
    post {
      call "__kmpc_end_taskgroup"(ident, global_tid);
    }
  }

  construct taskyield {
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      emit global_tid;
    }
    invoke {
      call "__kmpc_omp_taskyield"(ident, global_tid, 0);
    }
  }

  // A league of teams: each team's initial thread runs the outlined body
  // (host teams, as OpenMP 5.0 allows them, and the teams of a kernel).
  construct teams {
    outline_signature = microtask(ptr_tid, ptr_btid, captures);
    capture_strategy = "by_pointer";
    global_tid_function = "__kmpc_global_thread_num";
    pre {
      emit ident;
      when has(num_teams) or has(thread_limit) => emit global_tid;
      when has(num_teams) or has(thread_limit) => call "__kmpc_push_num_teams"(ident, global_tid, league_size, team_thread_limit);
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      call "__kmpc_fork_teams"(ident, num_captures, body, captures);
    }
  }

  // Distribute becomes a work-sharing loop over the team's share of the
  // iterations (docs/omp-lowering.md): these say who the team is.
  construct distribute {
    thread_id_function = "omp_get_team_num";
    num_threads_function = "omp_get_num_teams";
  }
}
