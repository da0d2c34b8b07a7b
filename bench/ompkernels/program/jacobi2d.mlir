// jacobi-2d (PolyBench/C-OMP): tsteps time steps of a 5-point stencil
// on n x n doubles, B from A then A from B, written in cir + omp;
// jacobi2d.c is the same kernel in C. The time loop runs inside one
// parallel region, and the two work-sharing loops' implicit barriers
// order the sweeps, as PolyBench/C-OMP writes it:
//
//   #pragma omp parallel num_threads(2)
//   for (int t = 0; t < tsteps; t++) {
//   #pragma omp for schedule(static)
//     for (int i = 1; i < n - 1; i++)
//       for (int j = 1; j < n - 1; j++)
//         B[i * n + j] = 0.2 * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
//   #pragma omp for schedule(static)
//     (the same, A from B)
//   }
//
// The driver (jacobi2d_main.c) initializes the grids, times the call and
// prints the checksum.

!s32i = !cir.int<s, 32>
!f64 = !cir.double
!pf64 = !cir.ptr<!cir.double>

// void kernel_jacobi2d(int tsteps, int n, double *A, double *B)
cir.func @kernel_jacobi2d(%tsteps: !s32i, %n: !s32i, %A: !pf64, %B: !pf64) {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %fifth = cir.const #cir.fp<2.000000e-01> : !f64
  %nm1 = cir.binop(sub, %n, %c1) : !s32i
  %lb = arith.constant 1 : i32
  %one = arith.constant 1 : i32
  %ub = builtin.unrealized_conversion_cast %nm1 : !s32i to i32
  %nt = arith.constant 2 : i32
  omp.parallel num_threads(%nt : i32) {
    // for (int t = 0; t < tsteps; t++)
    cir.scope {
      %t = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
      cir.store %c0, %t : !s32i, !cir.ptr<!s32i>
      cir.for : cond {
        %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
        %lt = cir.cmp(lt, %tv, %tsteps) : !s32i, !cir.bool
        cir.condition(%lt)
      } body {
        omp.wsloop schedule(static) {
          omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%one) {
            %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
            %in = cir.binop(mul, %i, %n) : !s32i
            // for (int j = 1; j < n - 1; j++) B[i * n + j] = 0.2 * (A[c] + A[c - 1] + A[c + 1] + A[c + n] + A[c - n]);
            cir.scope {
              %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
              cir.store %c1, %j : !s32i, !cir.ptr<!s32i>
              cir.for : cond {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %lt = cir.cmp(lt, %jv, %nm1) : !s32i, !cir.bool
                cir.condition(%lt)
              } body {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %c = cir.binop(add, %in, %jv) : !s32i
                %cw = cir.binop(sub, %c, %c1) : !s32i
                %ce = cir.binop(add, %c, %c1) : !s32i
                %cs = cir.binop(add, %c, %n) : !s32i
                %cn = cir.binop(sub, %c, %n) : !s32i
                %p0 = cir.ptr_stride(%A : !pf64, %c : !s32i), !pf64
                %p1 = cir.ptr_stride(%A : !pf64, %cw : !s32i), !pf64
                %p2 = cir.ptr_stride(%A : !pf64, %ce : !s32i), !pf64
                %p3 = cir.ptr_stride(%A : !pf64, %cs : !s32i), !pf64
                %p4 = cir.ptr_stride(%A : !pf64, %cn : !s32i), !pf64
                %v0 = cir.load %p0 : !pf64, !f64
                %v1 = cir.load %p1 : !pf64, !f64
                %v2 = cir.load %p2 : !pf64, !f64
                %v3 = cir.load %p3 : !pf64, !f64
                %v4 = cir.load %p4 : !pf64, !f64
                %s1 = cir.binop(add, %v0, %v1) : !f64
                %s2 = cir.binop(add, %s1, %v2) : !f64
                %s3 = cir.binop(add, %s2, %v3) : !f64
                %s4 = cir.binop(add, %s3, %v4) : !f64
                %r = cir.binop(mul, %fifth, %s4) : !f64
                %dp = cir.ptr_stride(%B : !pf64, %c : !s32i), !pf64
                cir.store %r, %dp : !f64, !pf64
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
        omp.wsloop schedule(static) {
          omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%one) {
            %i = builtin.unrealized_conversion_cast %iv : i32 to !s32i
            %in = cir.binop(mul, %i, %n) : !s32i
            // for (int j = 1; j < n - 1; j++) A[i * n + j] = 0.2 * (B[c] + B[c - 1] + B[c + 1] + B[c + n] + B[c - n]);
            cir.scope {
              %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
              cir.store %c1, %j : !s32i, !cir.ptr<!s32i>
              cir.for : cond {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %lt = cir.cmp(lt, %jv, %nm1) : !s32i, !cir.bool
                cir.condition(%lt)
              } body {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %c = cir.binop(add, %in, %jv) : !s32i
                %cw = cir.binop(sub, %c, %c1) : !s32i
                %ce = cir.binop(add, %c, %c1) : !s32i
                %cs = cir.binop(add, %c, %n) : !s32i
                %cn = cir.binop(sub, %c, %n) : !s32i
                %p0 = cir.ptr_stride(%B : !pf64, %c : !s32i), !pf64
                %p1 = cir.ptr_stride(%B : !pf64, %cw : !s32i), !pf64
                %p2 = cir.ptr_stride(%B : !pf64, %ce : !s32i), !pf64
                %p3 = cir.ptr_stride(%B : !pf64, %cs : !s32i), !pf64
                %p4 = cir.ptr_stride(%B : !pf64, %cn : !s32i), !pf64
                %v0 = cir.load %p0 : !pf64, !f64
                %v1 = cir.load %p1 : !pf64, !f64
                %v2 = cir.load %p2 : !pf64, !f64
                %v3 = cir.load %p3 : !pf64, !f64
                %v4 = cir.load %p4 : !pf64, !f64
                %s1 = cir.binop(add, %v0, %v1) : !f64
                %s2 = cir.binop(add, %s1, %v2) : !f64
                %s3 = cir.binop(add, %s2, %v3) : !f64
                %s4 = cir.binop(add, %s3, %v4) : !f64
                %r = cir.binop(mul, %fifth, %s4) : !f64
                %dp = cir.ptr_stride(%A : !pf64, %c : !s32i), !pf64
                cir.store %r, %dp : !f64, !pf64
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
        cir.yield
      } step {
        %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
        %nx = cir.unary(inc, %tv) : !s32i, !s32i
        cir.store %nx, %t : !s32i, !cir.ptr<!s32i>
        cir.yield
      }
    }
    omp.terminator
  }
  cir.return
}
