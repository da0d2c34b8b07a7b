// gemm (PolyBench/C-OMP): C = alpha * A * B + beta * C on n x n doubles,
// written in cir + omp; gemm.c is the same kernel in C. The parallel
// region and the work-sharing loop are separate constructs, as
// PolyBench/C-OMP writes them:
//
//   #pragma omp parallel num_threads(2)
//   #pragma omp for schedule(static)
//   for (int i = 0; i < n; i++) {
//     for (int j = 0; j < n; j++) C[i * n + j] *= beta;
//     for (int k = 0; k < n; k++) {
//       double a = alpha * A[i * n + k];
//       for (int j = 0; j < n; j++) C[i * n + j] += a * B[k * n + j];
//     }
//   }
//
// The driver (gemm_main.c) initializes the matrices, times the call and
// prints the checksum.

!s32i = !cir.int<s, 32>
!f64 = !cir.double
!pf64 = !cir.ptr<!cir.double>

// void kernel_gemm(int n, double alpha, double beta, double *C, const double *A, const double *B)
cir.func @kernel_gemm(%n: !s32i, %alpha: !f64, %beta: !f64, %C: !pf64, %A: !pf64, %B: !pf64) {
  %c0 = cir.const #cir.int<0> : !s32i
  %lb = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %ub = builtin.unrealized_conversion_cast %n : !s32i to i32
  %nt = arith.constant 2 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%one) {
        %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
        %in = cir.binop(mul, %i, %n) : !s32i
        // for (int j = 0; j < n; j++) C[i * n + j] *= beta;
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
            %cp = cir.ptr_stride(%C : !pf64, %ij : !s32i), !pf64
            %cv = cir.load %cp : !pf64, !f64
            %cb = cir.binop(mul, %cv, %beta) : !f64
            cir.store %cb, %cp : !f64, !pf64
            cir.yield
          } step {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %nx = cir.unary(inc, %jv) : !s32i, !s32i
            cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
        }
        // for (int k = 0; k < n; k++) { ... }
        cir.scope {
          %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
          cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
          cir.for : cond {
            %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
            %lt = cir.cmp(lt, %kv, %n) : !s32i, !cir.bool
            cir.condition(%lt)
          } body {
            cir.scope {
              // double a = alpha * A[i * n + k];
              %a = cir.alloca !f64, !cir.ptr<!f64>, ["a"] {alignment = 8 : i64}
              %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
              %ik = cir.binop(add, %in, %kv) : !s32i
              %ap = cir.ptr_stride(%A : !pf64, %ik : !s32i), !pf64
              %av = cir.load %ap : !pf64, !f64
              %aa = cir.binop(mul, %alpha, %av) : !f64
              cir.store %aa, %a : !f64, !cir.ptr<!f64>
              %kn = cir.binop(mul, %kv, %n) : !s32i
              cir.scope {
                %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
                cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
                cir.for : cond {
                  %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                  %lt = cir.cmp(lt, %jv, %n) : !s32i, !cir.bool
                  cir.condition(%lt)
                } body {
                  // C[i * n + j] += a * B[k * n + j];
                  %x = cir.load %a : !cir.ptr<!f64>, !f64
                  %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                  %kj = cir.binop(add, %kn, %jv) : !s32i
                  %bp = cir.ptr_stride(%B : !pf64, %kj : !s32i), !pf64
                  %bv = cir.load %bp : !pf64, !f64
                  %prod = cir.binop(mul, %x, %bv) : !f64
                  %ij = cir.binop(add, %in, %jv) : !s32i
                  %cp = cir.ptr_stride(%C : !pf64, %ij : !s32i), !pf64
                  %cv = cir.load %cp : !pf64, !f64
                  %sum = cir.binop(add, %cv, %prod) : !f64
                  cir.store %sum, %cp : !f64, !pf64
                  cir.yield
                } step {
                  %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                  %nx = cir.unary(inc, %jv) : !s32i, !s32i
                  cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
                  cir.yield
                }
              }
            }
            cir.yield
          } step {
            %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
            %nx = cir.unary(inc, %kv) : !s32i, !s32i
            cir.store %nx, %k : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
        }
        omp.yield
      }
    }
    omp.terminator
  }
  cir.return
}
