// A small matrix multiply on global double matrices, C = A * B with a
// double accumulator in a scope, plus the integer trace of the result
// (float_to_int truncation) (matmul_small.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 10.500    6.000
// CHECK-NEXT: 19.500    9.000
// CHECK-NEXT: 28.500   12.000
// CHECK-NEXT: trace (truncated) = 19

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!rowa = !cir.array<!cir.double x 4>
!ma = !cir.array<!rowa x 3>
!rowb = !cir.array<!cir.double x 2>
!mb = !cir.array<!rowb x 4>
!rowc = !cir.array<!cir.double x 2>
!mc = !cir.array<!rowc x 3>

cir.global internal @a : !ma
cir.global internal @b : !mb
cir.global internal @c : !mc
cir.global internal constant @fmt_row = #cir.const_array<"%8.3f %8.3f\0A\00"> : !cir.array<!s8i x 13>
cir.global internal constant @fmt_trace = #cir.const_array<"trace (truncated) = %d\0A\00"> : !cir.array<!s8i x 24>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  // a[i][k] = i + 0.5 * k;
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
        cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
          %lt = cir.cmp(lt, %kv, %c4) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
          %pag = cir.get_global @a : !cir.ptr<!ma>
          %parows = cir.cast(array_to_ptrdecay, %pag : !cir.ptr<!ma>), !cir.ptr<!rowa>
          %par = cir.ptr_stride(%parows : !cir.ptr<!rowa>, %iv : !s32i), !cir.ptr<!rowa>
          %pae = cir.cast(array_to_ptrdecay, %par : !cir.ptr<!rowa>), !cir.ptr<!cir.double>
          %pa = cir.ptr_stride(%pae : !cir.ptr<!cir.double>, %kv : !s32i), !cir.ptr<!cir.double>
          %ivd = cir.cast(int_to_float, %iv : !s32i), !cir.double
          %kvd = cir.cast(int_to_float, %kv : !s32i), !cir.double
          %half = cir.const #cir.fp<5.000000e-01> : !cir.double
          %hk = cir.binop(mul, %half, %kvd) : !cir.double
          %v = cir.binop(add, %ivd, %hk) : !cir.double
          cir.store %v, %pa : !cir.double, !cir.ptr<!cir.double>
          cir.yield
        } step {
          %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
          %nx = cir.unary(inc, %kv) : !s32i, !s32i
          cir.store %nx, %k : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // b[k][j] = (k - j) * 1.5;
  cir.scope {
    %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
    cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %kv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
        cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %lt = cir.cmp(lt, %jv, %c2) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %pbg = cir.get_global @b : !cir.ptr<!mb>
          %pbrows = cir.cast(array_to_ptrdecay, %pbg : !cir.ptr<!mb>), !cir.ptr<!rowb>
          %pbr = cir.ptr_stride(%pbrows : !cir.ptr<!rowb>, %kv : !s32i), !cir.ptr<!rowb>
          %pbe = cir.cast(array_to_ptrdecay, %pbr : !cir.ptr<!rowb>), !cir.ptr<!cir.double>
          %pb = cir.ptr_stride(%pbe : !cir.ptr<!cir.double>, %jv : !s32i), !cir.ptr<!cir.double>
          %d = cir.binop(sub, %kv, %jv) : !s32i
          %dd = cir.cast(int_to_float, %d : !s32i), !cir.double
          %f15 = cir.const #cir.fp<1.500000e+00> : !cir.double
          %v = cir.binop(mul, %dd, %f15) : !cir.double
          cir.store %v, %pb : !cir.double, !cir.ptr<!cir.double>
          cir.yield
        } step {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %nx = cir.unary(inc, %jv) : !s32i, !s32i
          cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
          cir.yield
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
  // c[i][j] = sum over k of a[i][k] * b[k][j]
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
        cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %lt = cir.cmp(lt, %jv, %c2) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          cir.scope {
            %s = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["s"] {alignment = 8 : i64}
            %zero = cir.cast(int_to_float, %c0 : !s32i), !cir.double
            cir.store %zero, %s : !cir.double, !cir.ptr<!cir.double>
            cir.scope {
              %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
              cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
              cir.for : cond {
                %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
                %lt = cir.cmp(lt, %kv, %c4) : !s32i, !cir.bool
                cir.condition(%lt)
              } body {
                %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
                %pag = cir.get_global @a : !cir.ptr<!ma>
                %parows = cir.cast(array_to_ptrdecay, %pag : !cir.ptr<!ma>), !cir.ptr<!rowa>
                %par = cir.ptr_stride(%parows : !cir.ptr<!rowa>, %iv : !s32i), !cir.ptr<!rowa>
                %pae = cir.cast(array_to_ptrdecay, %par : !cir.ptr<!rowa>), !cir.ptr<!cir.double>
                %pa = cir.ptr_stride(%pae : !cir.ptr<!cir.double>, %kv : !s32i), !cir.ptr<!cir.double>
                %pbg = cir.get_global @b : !cir.ptr<!mb>
                %pbrows = cir.cast(array_to_ptrdecay, %pbg : !cir.ptr<!mb>), !cir.ptr<!rowb>
                %pbr = cir.ptr_stride(%pbrows : !cir.ptr<!rowb>, %kv : !s32i), !cir.ptr<!rowb>
                %pbe = cir.cast(array_to_ptrdecay, %pbr : !cir.ptr<!rowb>), !cir.ptr<!cir.double>
                %pb = cir.ptr_stride(%pbe : !cir.ptr<!cir.double>, %jv : !s32i), !cir.ptr<!cir.double>
                %x = cir.load %pa : !cir.ptr<!cir.double>, !cir.double
                %y = cir.load %pb : !cir.ptr<!cir.double>, !cir.double
                %xy = cir.binop(mul, %x, %y) : !cir.double
                %sv = cir.load %s : !cir.ptr<!cir.double>, !cir.double
                %sv2 = cir.binop(add, %sv, %xy) : !cir.double
                cir.store %sv2, %s : !cir.double, !cir.ptr<!cir.double>
                cir.yield
              } step {
                %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
                %nx = cir.unary(inc, %kv) : !s32i, !s32i
                cir.store %nx, %k : !s32i, !cir.ptr<!s32i>
                cir.yield
              }
            }
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %pcg = cir.get_global @c : !cir.ptr<!mc>
            %pcrows = cir.cast(array_to_ptrdecay, %pcg : !cir.ptr<!mc>), !cir.ptr<!rowc>
            %pcr = cir.ptr_stride(%pcrows : !cir.ptr<!rowc>, %iv : !s32i), !cir.ptr<!rowc>
            %pce = cir.cast(array_to_ptrdecay, %pcr : !cir.ptr<!rowc>), !cir.ptr<!cir.double>
            %pc = cir.ptr_stride(%pce : !cir.ptr<!cir.double>, %jv : !s32i), !cir.ptr<!cir.double>
            %sf = cir.load %s : !cir.ptr<!cir.double>, !cir.double
            cir.store %sf, %pc : !cir.double, !cir.ptr<!cir.double>
          }
          cir.yield
        } step {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %nx = cir.unary(inc, %jv) : !s32i, !s32i
          cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %p0g = cir.get_global @c : !cir.ptr<!mc>
      %p0rows = cir.cast(array_to_ptrdecay, %p0g : !cir.ptr<!mc>), !cir.ptr<!rowc>
      %p0r = cir.ptr_stride(%p0rows : !cir.ptr<!rowc>, %iv : !s32i), !cir.ptr<!rowc>
      %p0e = cir.cast(array_to_ptrdecay, %p0r : !cir.ptr<!rowc>), !cir.ptr<!cir.double>
      %p0 = cir.ptr_stride(%p0e : !cir.ptr<!cir.double>, %c0 : !s32i), !cir.ptr<!cir.double>
      %p1g = cir.get_global @c : !cir.ptr<!mc>
      %p1rows = cir.cast(array_to_ptrdecay, %p1g : !cir.ptr<!mc>), !cir.ptr<!rowc>
      %p1r = cir.ptr_stride(%p1rows : !cir.ptr<!rowc>, %iv : !s32i), !cir.ptr<!rowc>
      %p1e = cir.cast(array_to_ptrdecay, %p1r : !cir.ptr<!rowc>), !cir.ptr<!cir.double>
      %p1 = cir.ptr_stride(%p1e : !cir.ptr<!cir.double>, %c1 : !s32i), !cir.ptr<!cir.double>
      %x0 = cir.load %p0 : !cir.ptr<!cir.double>, !cir.double
      %x1 = cir.load %p1 : !cir.ptr<!cir.double>, !cir.double
      %f = cir.get_global @fmt_row : !cir.ptr<!cir.array<!s8i x 13>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 13>>), !cir.ptr<!s8i>
      %r = cir.call @printf(%fp, %x0, %x1) : (!cir.ptr<!s8i>, !cir.double, !cir.double) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // int trace = (int)c[0][0] + (int)c[1][1];
  %t0g = cir.get_global @c : !cir.ptr<!mc>
  %t0rows = cir.cast(array_to_ptrdecay, %t0g : !cir.ptr<!mc>), !cir.ptr<!rowc>
  %t0r = cir.ptr_stride(%t0rows : !cir.ptr<!rowc>, %c0 : !s32i), !cir.ptr<!rowc>
  %t0e = cir.cast(array_to_ptrdecay, %t0r : !cir.ptr<!rowc>), !cir.ptr<!cir.double>
  %t0 = cir.ptr_stride(%t0e : !cir.ptr<!cir.double>, %c0 : !s32i), !cir.ptr<!cir.double>
  %t1g = cir.get_global @c : !cir.ptr<!mc>
  %t1rows = cir.cast(array_to_ptrdecay, %t1g : !cir.ptr<!mc>), !cir.ptr<!rowc>
  %t1r = cir.ptr_stride(%t1rows : !cir.ptr<!rowc>, %c1 : !s32i), !cir.ptr<!rowc>
  %t1e = cir.cast(array_to_ptrdecay, %t1r : !cir.ptr<!rowc>), !cir.ptr<!cir.double>
  %t1 = cir.ptr_stride(%t1e : !cir.ptr<!cir.double>, %c1 : !s32i), !cir.ptr<!cir.double>
  %v0 = cir.load %t0 : !cir.ptr<!cir.double>, !cir.double
  %v0i = cir.cast(float_to_int, %v0 : !cir.double), !s32i
  %v1 = cir.load %t1 : !cir.ptr<!cir.double>, !cir.double
  %v1i = cir.cast(float_to_int, %v1 : !cir.double), !s32i
  %trace = cir.binop(add, %v0i, %v1i) : !s32i
  %f = cir.get_global @fmt_trace : !cir.ptr<!cir.array<!s8i x 24>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 24>>), !cir.ptr<!s8i>
  %r = cir.call @printf(%fp, %trace) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
