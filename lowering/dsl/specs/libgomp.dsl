// GCC's OpenMP runtime (libgomp), as GCC 12 lowers OpenMP: outlined bodies
// take one pointer to a struct of the captures (GOMP_parallel's data).
runtime libgomp {
  construct parallel {
    outline_signature = closure(); // fn(void *data)
    capture_strategy = "packed";
    pre {
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      // team_size is num_threads, or 1 when the if clause is false.
      when has(num_threads) or has(if_clause) => call "GOMP_parallel"(body, env_ptr, team_size, proc_bind_kind);
      otherwise => call "GOMP_parallel"(body, env_ptr, 0, proc_bind_kind);
    }
  }

  construct wsloop when schedule == static and not has(chunk) {
    thread_id_function = "omp_get_thread_num";
    num_threads_function = "omp_get_num_threads";
    pre {
      emit thread_bounds;
    }
    invoke {
      emit loop_body;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "GOMP_barrier"();
    }
  }

  construct wsloop when schedule == static { // with a chunk: round-robin
    thread_id_function = "omp_get_thread_num";
    num_threads_function = "omp_get_num_threads";
    invoke {
      emit static_chunk_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "GOMP_barrier"();
    }
  }

  construct wsloop when schedule == dynamic {
    chunk_init_function = "GOMP_loop_dynamic_start";
    chunk_next_function = "GOMP_loop_dynamic_next";
    chunk_protocol = "start_next";
    invoke {
      emit dynamic_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when nowait => call "GOMP_loop_end_nowait"();
      otherwise => call "GOMP_loop_end"();
    }
  }

  construct wsloop when schedule == guided {
    chunk_init_function = "GOMP_loop_guided_start";
    chunk_next_function = "GOMP_loop_guided_next";
    chunk_protocol = "start_next";
    invoke {
      emit dynamic_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when nowait => call "GOMP_loop_end_nowait"();
      otherwise => call "GOMP_loop_end"();
    }
  }

  construct wsloop when schedule == runtime { // its start function takes no chunk
    chunk_init_function = "GOMP_loop_runtime_start";
    chunk_next_function = "GOMP_loop_runtime_next";
    chunk_protocol = "start_next";
    invoke {
      emit dynamic_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when nowait => call "GOMP_loop_end_nowait"();
      otherwise => call "GOMP_loop_end"();
    }
  }

  // No schedule clause, or schedule(auto): the static schedule.
  construct wsloop {
    thread_id_function = "omp_get_thread_num";
    num_threads_function = "omp_get_num_threads";
    pre {
      emit thread_bounds;
    }
    invoke {
      emit loop_body;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "GOMP_barrier"();
    }
  }

  construct barrier {
    invoke {
      call "GOMP_barrier"();
    }
  }

  construct critical when has(name) {
    lock_size = 8; // a void * the runtime allocates the mutex into
    pre {
      // GCC's common symbol: every translation unit shares the lock.
      emit critical_lock(".gomp_critical_user_{name}");
      call "GOMP_critical_name_start"(lock);
    }
    invoke {
      emit inline_body;
    }
    post {
      call "GOMP_critical_name_end"(lock);
    }
  }

  construct critical {
    pre {
      call "GOMP_critical_start"();
    }
    invoke {
      emit inline_body;
    }
    post {
      call "GOMP_critical_end"();
    }
  }

  // copyprivate: the thread that runs the body publishes the variables'
  // addresses, the others copy from them; the barrier keeps them alive
  // until every thread has copied (copyprivate excludes nowait).
  construct single when has(copyprivate) {
    invoke {
      emit single_copy_body("GOMP_single_copy_start", "GOMP_single_copy_end");
    }
    post {
      call "GOMP_barrier"();
    }
  }

  construct single {
    invoke {
      emit guarded_body("GOMP_single_start");
    }
    post {
      when not nowait => call "GOMP_barrier"();
    }
  }

  construct master {
    invoke {
      emit thread_filter_body("omp_get_thread_num", 0);
    }
  }

  construct masked {
    invoke {
      when has(filter) => emit thread_filter_body("omp_get_thread_num", filter);
      otherwise => emit thread_filter_body("omp_get_thread_num", 0);
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

  // GOMP_task(fn, data, cpyfn, arg_size, arg_align, if_clause, flags,
  //           depend, priority, detach). The runtime runs a task whose if
  // clause is false at once, after its dependences. priority is a hint:
  // 0 is always valid.
  construct task {
    outline_signature = closure();
    capture_strategy = "packed";
    pre {
      when has(depend) => emit depend_array("gomp");
    }
    invoke {
      when has(if_clause) and has(depend) => call "GOMP_task"(body, env_ptr, null, env_size, env_align, if_clause, task_flags, depend, 0, null);
      when has(if_clause) and not has(depend) => call "GOMP_task"(body, env_ptr, null, env_size, env_align, if_clause, task_flags, null, 0, null);
      when not has(if_clause) and has(depend) => call "GOMP_task"(body, env_ptr, null, env_size, env_align, true, task_flags, depend, 0, null);
      when not has(if_clause) and not has(depend) => call "GOMP_task"(body, env_ptr, null, env_size, env_align, true, task_flags, null, 0, null);
    }
  }

  construct taskwait {
    invoke {
      call "GOMP_taskwait"();
    }
  }

  construct taskgroup {
    pre {
      call "GOMP_taskgroup_start"();
    }
    invoke {
      emit inline_body;
    }
    post {
      call "GOMP_taskgroup_end"();
    }
  }

  construct taskyield {
    invoke {
      call "GOMP_taskyield"();
    }
  }

  // GCC 12's host teams: GOMP_teams_reg runs fn(data) on each team's
  // initial thread.
  construct teams {
    outline_signature = closure();
    capture_strategy = "packed";
    pre {
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      call "GOMP_teams_reg"(body, env_ptr, league_size, team_thread_limit, 0);
    }
  }

  construct distribute {
    thread_id_function = "omp_get_team_num";
    num_threads_function = "omp_get_num_teams";
  }
}
