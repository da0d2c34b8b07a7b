// Offload runtimes (docs/offload.md): the offload dialect's ops as calls
// of LLVM's libomptarget. The lowering (--offload-to-runtime) handles
// what every runtime shares: if(false) skips a data op and runs a
// launch's host fallback; a target construct's own data environment
// (for_launch) is mapped by the kernel call; registration runs in a
// global constructor.

// LLVM 16's ABI, as clang-16 calls it: the kernel takes the map arrays
// in a __tgt_kernel_arguments descriptor.
runtime libomptarget {
  construct offload_register {
    invoke {
      call "__tgt_register_requires"(requires_flags);
      when has(entries) => emit bin_desc;
      when has(entries) => call "__tgt_register_lib"(bin_desc);
    }
  }

  construct offload_data_begin when for_launch { }
  construct offload_data_end when for_launch { }

  construct offload_data_begin {
    invoke {
      emit ident;
      emit map_args;
      call "__tgt_target_data_begin_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null);
    }
  }

  construct offload_data_end {
    invoke {
      emit ident;
      emit map_args;
      call "__tgt_target_data_end_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null);
    }
  }

  construct offload_enter_data when nowait {
    invoke {
      emit ident;
      emit map_args;
      when has(depend) => emit depend_array("kmp");
      when has(depend) => call "__tgt_target_data_begin_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, num_depends, depend, 0, null);
      otherwise => call "__tgt_target_data_begin_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, 0, null, 0, null);
    }
  }

  construct offload_enter_data {
    invoke {
      emit ident;
      emit map_args;
      call "__tgt_target_data_begin_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null);
    }
  }

  construct offload_exit_data when nowait {
    invoke {
      emit ident;
      emit map_args;
      when has(depend) => emit depend_array("kmp");
      when has(depend) => call "__tgt_target_data_end_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, num_depends, depend, 0, null);
      otherwise => call "__tgt_target_data_end_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, 0, null, 0, null);
    }
  }

  construct offload_exit_data {
    invoke {
      emit ident;
      emit map_args;
      call "__tgt_target_data_end_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null);
    }
  }

  construct offload_update when nowait {
    invoke {
      emit ident;
      emit map_args;
      when has(depend) => emit depend_array("kmp");
      when has(depend) => call "__tgt_target_data_update_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, num_depends, depend, 0, null);
      otherwise => call "__tgt_target_data_update_nowait_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, 0, null, 0, null);
    }
  }

  construct offload_update {
    invoke {
      emit ident;
      emit map_args;
      call "__tgt_target_data_update_mapper"(ident, device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null);
    }
  }

  construct offload_launch when nowait {
    invoke {
      emit ident;
      emit map_args;
      emit kernel_args;
      when has(depend) => emit depend_array("kmp");
      when has(depend) => emit kernel_launch("__tgt_target_kernel_nowait", [ident, device_id, league_size, team_thread_limit, kernel, kernel_args, num_depends, depend, 0, null]);
      otherwise => emit kernel_launch("__tgt_target_kernel_nowait", [ident, device_id, league_size, team_thread_limit, kernel, kernel_args, 0, null, 0, null]);
    }
  }

  construct offload_launch {
    invoke {
      emit ident;
      emit map_args;
      emit kernel_args;
      emit kernel_launch("__tgt_target_kernel", [ident, device_id, league_size, team_thread_limit, kernel, kernel_args]);
    }
  }

  construct offload_device_addr {
    invoke {
      emit mapped_ptr("omp_get_mapped_ptr");
    }
  }

  construct offload_translate {
    invoke {
      emit mapped_ptr("omp_get_mapped_ptr");
    }
  }
}

// The ABI clang 12 to 14 emitted, which libomptarget still exports: the
// map arrays go to __tgt_target_teams_mapper directly. A second offload
// runtime costs these lines: the data ops are the same calls.
runtime libomptarget_legacy {
  construct offload_register {
    invoke {
      call "__tgt_register_requires"(requires_flags);
      when has(entries) => emit bin_desc;
      when has(entries) => call "__tgt_register_lib"(bin_desc);
    }
  }

  construct offload_data_begin when for_launch { }
  construct offload_data_end when for_launch { }

  construct offload_data_begin {
    invoke {
      emit map_args;
      call "__tgt_target_data_begin"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }

  construct offload_data_end {
    invoke {
      emit map_args;
      call "__tgt_target_data_end"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }

  construct offload_enter_data {
    invoke {
      emit map_args;
      call "__tgt_target_data_begin"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }

  construct offload_exit_data {
    invoke {
      emit map_args;
      call "__tgt_target_data_end"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }

  construct offload_update {
    invoke {
      emit map_args;
      call "__tgt_target_data_update"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }

  construct offload_launch {
    invoke {
      emit ident;
      emit map_args;
      emit kernel_launch("__tgt_target_teams_mapper", [ident, device_id, kernel, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types, null, null, league_size, team_thread_limit]);
    }
  }

  construct offload_device_addr {
    invoke {
      emit mapped_ptr("omp_get_mapped_ptr");
    }
  }

  construct offload_translate {
    invoke {
      emit mapped_ptr("omp_get_mapped_ptr");
    }
  }
}

// No offload runtime at all: what a compiler does without an offload
// target (clang -fopenmp without -fopenmp-targets): kernels are called
// on the host, data constructs do nothing, a device address is the host
// address.
runtime host_only {
  construct offload_register { }
  construct offload_data_begin { }
  construct offload_data_end { }
  construct offload_enter_data { }
  construct offload_exit_data { }
  construct offload_update { }
  construct offload_launch {
    invoke {
      emit host_fallback;
    }
  }
  construct offload_device_addr {
    invoke {
      emit host_address;
    }
  }
  construct offload_translate {
    invoke {
      emit host_address;
    }
  }
}
