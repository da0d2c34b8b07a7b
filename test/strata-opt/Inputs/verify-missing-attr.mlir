// A verifier error in generic form: a func.func without its type.
"builtin.module"() ({
  "func.func"() ({
  }) {sym_name = "f"} : () -> ()
}) : () -> ()
