!s32i = !cir.int<s, 32>
cir.func @main() -> !s32i {
  %a = cir.const #cir.int<1> : !s32i
  %z = cir.const #cir.int<0> : !s32i
  %q = cir.binop(div, %a, %z) : !s32i
  cir.return %q : !s32i
}

// RUN: not strata-run %s 2>&1 | filecheck %s
// CHECK: {{.*}}cir_div_zero.mlir:5:8: runtime error: integer division by zero
