// axsum: the sum of the matrix-vector product A x (atax's first half,
// reduced to one number), reps times, on an n x n matrix of doubles,
// written in cir + omp; axsum.c is the same kernel in C. Each repetition
// is a parallel region with a reduction on its work-sharing loop:
//
//   double sum = 0.0;
//   for (int r = 0; r < reps; r++) {
//   #pragma omp parallel num_threads(2)
//   #pragma omp for schedule(static) reduction(+ : sum)
//     for (int i = 0; i < n; i++)
//       for (int j = 0; j < n; j++)
//         sum += A[i * n + j] * x[j];
//   }
//   return sum;
//
// The inputs are small integers, so every partial sum is an integer
// below 2^53 and exact: the result does not depend on the order in which
// the runtime combines the threads' partial sums.
//
// The reduction is declared on the builtin f64 (the omp dialect's clause
// type; --convert-to-llvm does not convert cir types held in
// omp.declare_reduction's attributes, docs/omp-e2e.md).

!s32i = !cir.int<s, 32>
!f64 = !cir.double
!pf64 = !cir.ptr<!cir.double>

omp.declare_reduction @add_f64 : f64 init {
^bb0(%orig: f64):
  %0 = arith.constant 0.0 : f64
  omp.yield(%0 : f64)
} combiner {
^bb0(%a: f64, %b: f64):
  %r = arith.addf %a, %b : f64
  omp.yield(%r : f64)
}

// double kernel_axsum(int reps, int n, const double *A, const double *x)
cir.func @kernel_axsum(%reps: !s32i, %n: !s32i, %A: !pf64, %x: !pf64) -> !f64 {
  %c0 = cir.const #cir.int<0> : !s32i
  %zero = cir.const #cir.fp<0.000000e+00> : !f64
  %sum = cir.alloca !f64, !cir.ptr<!f64>, ["sum"] {alignment = 8 : i64}
  cir.store %zero, %sum : !f64, !cir.ptr<!f64>
  %lb = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %ub = builtin.unrealized_conversion_cast %n : !s32i to i32
  %nt = arith.constant 2 : i32
  // for (int r = 0; r < reps; r++)
  cir.scope {
    %r = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
    cir.store %c0, %r : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %rv = cir.load %r : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %rv, %reps) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      omp.parallel num_threads(%nt : i32) {
        omp.wsloop schedule(static) reduction(@add_f64 %sum -> %psum : !cir.ptr<!f64>) {
          omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%one) {
            %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
            %in = cir.binop(mul, %i, %n) : !s32i
            // for (int j = 0; j < n; j++) sum += A[i * n + j] * x[j];
            cir.scope {
              %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
              cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
              cir.for : cond {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %lt = cir.cmp(lt, %jv, %n) : !s32i, !cir.bool
                cir.condition(%lt)
              } body {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %ij = cir.binop(add, %in, %jv) : !s32i
                %ap = cir.ptr_stride(%A : !pf64, %ij : !s32i), !pf64
                %av = cir.load %ap : !pf64, !f64
                %xp = cir.ptr_stride(%x : !pf64, %jv : !s32i), !pf64
                %xv = cir.load %xp : !pf64, !f64
                %prod = cir.binop(mul, %av, %xv) : !f64
                %s = cir.load %psum : !cir.ptr<!f64>, !f64
                %s2 = cir.binop(add, %s, %prod) : !f64
                cir.store %s2, %psum : !f64, !cir.ptr<!f64>
                cir.yield
              } step {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %nx = cir.unary(inc, %jv) : !s32i, !s32i
                cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
                cir.yield
              }
            }
            omp.yield
          }
        }
        omp.terminator
      }
      cir.yield
    } step {
      %rv = cir.load %r : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %rv) : !s32i, !s32i
      cir.store %nx, %r : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %res = cir.load %sum : !cir.ptr<!f64>, !f64
  cir.return %res : !f64
}
