// The PULP cluster runtime (PMSIS): a team fork over the cluster's cores,
// a hardware barrier, and no tasking API. The ext_pi_* functions are the
// runtime's out-of-line wrappers of its inline accessors.
runtime pmsis {
  construct parallel {
    outline_signature = closure();
    capture_strategy = "packed";
    pre {
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      when has(num_threads) or has(if_clause) => call "pi_cl_team_fork"(team_size, body, env_ptr);
      otherwise => call "pi_cl_team_fork"(0, body, env_ptr);
    }
  }

  // Dynamic and guided schedules go through the libgomp-compatible loop
  // entry points of the PULP OpenMP runtime (bounds and chunk are long).
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

  // schedule(static, chunk): chunks round-robin over the team's cores.
  construct wsloop when schedule == static and has(chunk) {
    thread_id_function = "ext_pi_core_id";
    num_threads_function = "ext_pi_cl_nb_cores";
    invoke {
      emit static_chunk_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "pi_cl_team_barrier"();
    }
  }

  // schedule(static) without a chunk, or no schedule: one block per core.
  construct wsloop {
    thread_id_function = "ext_pi_core_id";
    num_threads_function = "ext_pi_cl_nb_cores";
    pre {
      emit thread_bounds;
    }
    invoke {
      emit loop_body;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "pi_cl_team_barrier"();
    }
  }

  construct barrier {
    invoke {
      call "pi_cl_team_barrier"();
    }
  }

  construct critical {
    pre {
      call "pi_cl_team_critical_enter"();
    }
    invoke {
      emit inline_body;
    }
    post {
      call "pi_cl_team_critical_exit"();
    }
  }

  // Core 0 runs the body: a valid single without a runtime entry point.
  construct single {
    invoke {
      emit thread_filter_body("ext_pi_core_id", 0);
    }
    post {
      when not nowait => call "pi_cl_team_barrier"();
    }
  }
}
