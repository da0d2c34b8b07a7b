// Verifier and parser errors of omp_lower.plan.

func.func @wrong_construct() {
  // expected-error@+1 {{'omp_lower.plan' op plans 'omp.parallel' but wraps 'omp.barrier'}}
  omp_lower.plan "iomp" parallel {
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @two_constructs() {
  // expected-error@+1 {{'omp_lower.plan' op wraps 2 omp operations; a plan wraps one construct}}
  omp_lower.plan "iomp" barrier {
  } wraps {
    omp.barrier
    omp.barrier
  }
  return
}

// -----

func.func @otherwise_first() {
  // expected-error@+1 {{'omp_lower.plan' op invoke action #0: `otherwise` must follow an action guarded by `when`}}
  omp_lower.plan "iomp" barrier {
    invoke {
      otherwise call "f"()
    }
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @bad_action() {
  omp_lower.plan "iomp" barrier {
    invoke {
      // expected-error@+1 {{expected an action: `call "name"(args)` or `emit name`}}
      jump "f"()
    }
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @bad_expr() {
  omp_lower.plan "iomp" barrier {
    invoke {
      // expected-error@+1 {{expected an expression: a string, a number, true, false, null, a name, a call or a list}}
      call "f"(%x)
    }
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @duplicate_property() {
  omp_lower.plan "iomp" barrier {
    properties {
      a = 1
      // expected-error@+1 {{property 'a' is set twice}}
      a = 2
    }
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @callee_is_string() {
  omp_lower.plan "iomp" barrier {
    invoke {
      // expected-error@+1 {{expected string}}
      call f()
    }
  } wraps {
    omp.barrier
  }
  return
}

// -----

func.func @property_not_expr() {
  // expected-error@+1 {{'omp_lower.plan' op property 'a' is not an expression: 1.000000e+00 : f32}}
  "omp_lower.plan"() ({
    omp.barrier
  }) {construct = "barrier", runtime = "iomp", properties = {a = 1.0 : f32}} : () -> ()
  return
}

// -----

func.func @no_runtime() {
  // expected-error@+1 {{'omp_lower.plan' op requires a runtime name}}
  "omp_lower.plan"() ({
    omp.barrier
  }) {construct = "barrier", runtime = ""} : () -> ()
  return
}

// -----

func.func @generic_action() {
  "omp_lower.plan"() ({
    omp.barrier
  // expected-error@+1 {{unknown omp_lower attribute 'act'}}
  }) {construct = "barrier", runtime = "iomp", invoke = [#omp_lower.act<call "f"()>]} : () -> ()
  return
}
