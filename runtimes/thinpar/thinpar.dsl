// thinpar: a thin fork/join library over POSIX threads, invented for
// strata (runtimes/thinpar/thinpar.h). Written from scratch against the
// DSL and the emit primitives; no Go code knows this runtime.
runtime thinpar {
  // Outlined bodies take the packed captures' address: tp_team_run(fn,
  // env, width). team_size is 1 under a false if clause, num_threads when
  // given, else 0 (the library's default width).
  construct parallel {
    outline_signature = closure();
    capture_strategy = "packed";
    pre {
      when has(private) or has(firstprivate) => emit privatize;
    }
    invoke {
      call "tp_team_run"(body, env_ptr, team_size);
    }
  }

  // Dynamic and guided schedules: the library deals chunks of the
  // end-exclusive range, as libgomp's GOMP_loop_*_start/next do.
  construct wsloop when schedule == dynamic or schedule == guided {
    chunk_init_function = "tp_grab_first";
    chunk_next_function = "tp_grab_next";
    chunk_protocol = "start_next";
    invoke {
      emit dynamic_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "tp_sync"();
    }
  }

  // schedule(static, chunk): chunks dealt round-robin by member number.
  construct wsloop when has(chunk) {
    thread_id_function = "tp_self";
    num_threads_function = "tp_width";
    invoke {
      emit static_chunk_loop;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "tp_sync"();
    }
  }

  // Static blocks: the library narrows the whole range [0, count-1] in
  // the slots to this member's block.
  construct wsloop {
    pre {
      emit loop_slots;
      call "tp_split"(lower, upper);
    }
    invoke {
      emit loop_body;
    }
    post {
      when has(reduction) => emit reduction;
      when not nowait => call "tp_sync"();
    }
  }

  construct barrier {
    invoke {
      call "tp_sync"();
    }
  }

  // One 32-bit lock word per critical name, shared across translation
  // units (common linkage).
  construct critical {
    lock_size = 4;
    pre {
      emit critical_lock("thinpar.critical.{name}");
      call "tp_lock"(lock);
    }
    invoke {
      emit inline_body;
    }
    post {
      call "tp_unlock"(lock);
    }
  }

  construct single {
    invoke {
      emit guarded_body("tp_once");
    }
    post {
      when not nowait => call "tp_sync"();
    }
  }

  construct master {
    invoke {
      emit thread_filter_body("tp_self", 0);
    }
  }

  construct masked {
    invoke {
      when has(filter) => emit thread_filter_body("tp_self", filter);
      otherwise => emit thread_filter_body("tp_self", 0);
    }
  }

  // Atomics are instructions, not library calls.
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

  // Tasks run at once on the encountering thread (an undeferred task is a
  // valid schedule of any task), so taskwait has nothing left to wait for
  // and dependences hold by program order.
  construct task {
    outline_signature = closure();
    capture_strategy = "packed";
    invoke {
      call "tp_run_now"(body, env_ptr);
    }
  }

  construct taskgroup {
    invoke {
      emit inline_body;
    }
  }

  construct taskwait {
    invoke {
      call "tp_quiesce"();
    }
  }
}
