// An offload runtime that declares data environments only.
runtime partial {
  construct offload_data_begin {
    invoke {
      emit map_args;
      call "rt_begin"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }
  construct offload_data_end {
    invoke {
      emit map_args;
      call "rt_end"(device_id, map_count, map_base_ptrs, map_ptrs, map_sizes, map_types);
    }
  }
}
