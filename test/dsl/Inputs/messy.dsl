// A spec written carelessly: fmt prints it canonically.
runtime   libgomp{let chunk=-1 ;let names=[ "a","b\t\"c\"" ,true,null ];// trailing
construct parallel when ((has(num_threads))) or (not has(if_clause) and (has(proc_bind) or has(private))) { // after brace
outline_signature=closure( ) ;capture_strategy =   "packed";
  /* before block */ invoke{when has(num_threads)=>call "GOMP_parallel"(body,
     env_ptr, num_threads, 0);otherwise=>call "GOMP_parallel"(body, env_ptr, 0, 0) ;}
  // before the closing brace
}
construct wsloop when schedule==dynamic and (nowait and (collapse != 2)) {invoke{emit dynamic_loop();}}
}
runtime pmsis { construct barrier { invoke { call "pi_cl_team_barrier"(); } } } // end
