// A diagnostic nobody expected; an expectation nothing meets; a
// diagnostic of another severity than expected; a malformed regex.
func.func @f() -> i32 {
  return
}

// -----

func.func @g() {
  // expected-error @+1 {{this is not produced}}
  return
}

// -----

func.func @h() -> i32 {
  return  // expected-warning {{has 0 operands}}
}

// -----

// expected-error-re @+1 {{unterminated {{regex}}
func.func @i() {
  return
}
