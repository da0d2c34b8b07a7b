// Verifier messages of the scf ops, checked against strata and against
// mlir-opt-16 --verify-diagnostics.
// allow-unregistered-dialect

func.func @for_yield_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  along control flow edge from Region #0 to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %acc: f32):
    scf.yield
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_missing_iter_arg(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 0}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_no_results(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %acc: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_iter_arg_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %acc: i32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_induction_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op expected body first argument to be an index argument for the induction variable}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: i32, %acc: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_bounds(%lb: i32, %ub: i32, %s: i32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be index, but got 'i32'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @for_zero_step(%lb: index, %ub: index) {
  %c = arith.constant 0 : index
  // expected-error @+1 {{'scf.for' op constant step operand must be positive}}
  scf.for %i = %lb to %ub step %c {
  }
  return
}

// -----

func.func @for_negative_step(%lb: index, %ub: index) {
  %c = arith.constant -1 : index
  // expected-error @+1 {{'scf.for' op constant step operand must be positive}}
  scf.for %i = %lb to %ub step %c {
  }
  return
}

// -----

func.func @for_result_count(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----

func.func @for_empty_block(%lb: index) {
  // expected-error @+1 {{'scf.for' op expects a non-empty block}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_no_block(%lb: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_wrong_terminator(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i1' should match input type #0 'f32'}}
  %r = scf.if %c -> f32 {
    scf.yield %c : i1
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_missing(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> f32 {
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_extra(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.if %c {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_else_yield_type(%c: i1, %x: f32, %y: f64) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'f64' should match input type #0 'f32'}}
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f64
  }
  return
}

// -----

func.func @if_arguments(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_regions(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_then_block(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_condition(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {}) : (i32) -> ()
  return
}

// -----

func.func @while_result_type(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> i32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_after_yield(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i1' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %c : i1
  }
  return
}

// -----

func.func @while_before_terminator(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note @+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%b: f32):
    // expected-note @+1 {{terminator here}}
    scf.condition(%c) %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_after_args(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_before_args(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_regions(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op expected 2 regions}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_empty_before(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  %r = "scf.while"(%x) ({
  }, {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @condition_parent(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @condition_type(%c: i32, %x: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c, %a) : (i32, f32) -> ()
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @execute_region_yield(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @execute_region_later_block(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i1' should match input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %c : i1
  }
  return
}

// -----

func.func @execute_region_args(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> f32 {
  ^bb0(%a: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = "scf.execute_region"() ({
  }) : () -> f32
  return
}

// -----

func.func @for_wrong_terminator_op(%lb: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
