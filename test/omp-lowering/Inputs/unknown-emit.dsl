// A spec naming an emit primitive strata does not implement.
runtime mine {
  construct barrier {
    invoke {
      emit spin_barrier;
    }
  }
}
