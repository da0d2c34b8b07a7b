// The matmul benchmark's cir side: matmul.c written in cir. A 1024x1024
// double matrix multiply C += A * B in i-k-j order, timed with
// clock_gettime around the kernel. Built with the build path of
// docs/native.md at -O3; see bench/README.md.

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!f64 = !cir.double
!pf64 = !cir.ptr<!cir.double>
!mat = !cir.array<!cir.double x 1048576>
!timespec = !cir.struct<struct "timespec" {!s64i, !s64i}>

// The x86-64 ABI aligns a global array of 16 bytes or more to 16, as
// clang does for matmul.c's a, b and c.
cir.global internal @a : !mat {alignment = 16 : i64}
cir.global internal @b : !mat {alignment = 16 : i64}
cir.global internal @c : !mat {alignment = 16 : i64}
cir.global internal constant @fmt_sum = #cir.const_array<"checksum %.17g\0A\00"> : !cir.array<!s8i x 16>
cir.global internal constant @fmt_time = #cir.const_array<"kernel %.6f s\0A\00"> : !cir.array<!s8i x 15>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i
cir.func private @clock_gettime(!s32i, !cir.ptr<!timespec>) -> !s32i

// void matmul(int n, const double *a, const double *b, double *c)
cir.func @matmul(%n: !s32i, %a: !pf64, %b: !pf64, %c: !pf64) {
  %c0 = cir.const #cir.int<0> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
        cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
          %lt = cir.cmp(lt, %kv, %n) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          cir.scope {
            // double aik = a[i * n + k];
            %aik = cir.alloca !f64, !cir.ptr<!f64>, ["aik"] {alignment = 8 : i64}
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
            %in = cir.binop(mul, %iv, %n) : !s32i
            %ik = cir.binop(add, %in, %kv) : !s32i
            %ap = cir.ptr_stride(%a : !pf64, %ik : !s32i), !pf64
            %av = cir.load %ap : !pf64, !f64
            cir.store %av, %aik : !f64, !cir.ptr<!f64>
            cir.scope {
              %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
              cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
              cir.for : cond {
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %lt = cir.cmp(lt, %jv, %n) : !s32i, !cir.bool
                cir.condition(%lt)
              } body {
                // c[i * n + j] += aik * b[k * n + j];
                %x = cir.load %aik : !cir.ptr<!f64>, !f64
                %kv2 = cir.load %k : !cir.ptr<!s32i>, !s32i
                %kn = cir.binop(mul, %kv2, %n) : !s32i
                %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                %kj = cir.binop(add, %kn, %jv) : !s32i
                %bp = cir.ptr_stride(%b : !pf64, %kj : !s32i), !pf64
                %bv = cir.load %bp : !pf64, !f64
                %prod = cir.binop(mul, %x, %bv) : !f64
                %iv2 = cir.load %i : !cir.ptr<!s32i>, !s32i
                %in2 = cir.binop(mul, %iv2, %n) : !s32i
                %ij = cir.binop(add, %in2, %jv) : !s32i
                %cp = cir.ptr_stride(%c : !pf64, %ij : !s32i), !pf64
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
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.return
}

// static double now(void): ts.tv_sec + ts.tv_nsec * 1e-9
cir.func internal @now() -> !f64 {
  %ts = cir.alloca !timespec, !cir.ptr<!timespec>, ["ts"] {alignment = 8 : i64}
  %monotonic = cir.const #cir.int<1> : !s32i
  %r = cir.call @clock_gettime(%monotonic, %ts) : (!s32i, !cir.ptr<!timespec>) -> !s32i
  %secp = cir.get_member %ts[0] {name = "tv_sec"} : !cir.ptr<!timespec> -> !cir.ptr<!s64i>
  %sec = cir.load %secp : !cir.ptr<!s64i>, !s64i
  %secf = cir.cast(int_to_float, %sec : !s64i), !f64
  %nsecp = cir.get_member %ts[1] {name = "tv_nsec"} : !cir.ptr<!timespec> -> !cir.ptr<!s64i>
  %nsec = cir.load %nsecp : !cir.ptr<!s64i>, !s64i
  %nsecf = cir.cast(int_to_float, %nsec : !s64i), !f64
  %scale = cir.const #cir.fp<1.000000e-09> : !f64
  %frac = cir.binop(mul, %nsecf, %scale) : !f64
  %t = cir.binop(add, %secf, %frac) : !f64
  cir.return %t : !f64
}

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %cN = cir.const #cir.int<1024> : !s32i
  %cNN = cir.binop(mul, %cN, %cN) : !s32i
  %ga = cir.get_global @a : !cir.ptr<!mat>
  %gb = cir.get_global @b : !cir.ptr<!mat>
  %gc = cir.get_global @c : !cir.ptr<!mat>
  %pa = cir.cast(array_to_ptrdecay, %ga : !cir.ptr<!mat>), !pf64
  %pb = cir.cast(array_to_ptrdecay, %gb : !cir.ptr<!mat>), !pf64
  %pc = cir.cast(array_to_ptrdecay, %gc : !cir.ptr<!mat>), !pf64
  // a[i] = (i * 7 % 13) * 0.25 - 1.0;  b[i] = (i * 5 % 11) * 0.5 - 2.0;
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %cNN) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c7 = cir.const #cir.int<7> : !s32i
      %c13 = cir.const #cir.int<13> : !s32i
      %i7 = cir.binop(mul, %iv, %c7) : !s32i
      %r13 = cir.binop(rem, %i7, %c13) : !s32i
      %r13f = cir.cast(int_to_float, %r13 : !s32i), !f64
      %quarter = cir.const #cir.fp<2.500000e-01> : !f64
      %one = cir.const #cir.fp<1.000000e+00> : !f64
      %as = cir.binop(mul, %r13f, %quarter) : !f64
      %av = cir.binop(sub, %as, %one) : !f64
      %ap = cir.ptr_stride(%pa : !pf64, %iv : !s32i), !pf64
      cir.store %av, %ap : !f64, !pf64
      %c5 = cir.const #cir.int<5> : !s32i
      %c11 = cir.const #cir.int<11> : !s32i
      %i5 = cir.binop(mul, %iv, %c5) : !s32i
      %r11 = cir.binop(rem, %i5, %c11) : !s32i
      %r11f = cir.cast(int_to_float, %r11 : !s32i), !f64
      %half = cir.const #cir.fp<5.000000e-01> : !f64
      %two = cir.const #cir.fp<2.000000e+00> : !f64
      %bs = cir.binop(mul, %r11f, %half) : !f64
      %bv = cir.binop(sub, %bs, %two) : !f64
      %bp = cir.ptr_stride(%pb : !pf64, %iv : !s32i), !pf64
      cir.store %bv, %bp : !f64, !pf64
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %t0 = cir.call @now() : () -> !f64
  cir.call @matmul(%cN, %pa, %pb, %pc) : (!s32i, !pf64, !pf64, !pf64) -> ()
  %t1 = cir.call @now() : () -> !f64
  // double sum = 0; for (...) sum += c[i];
  %sum = cir.alloca !f64, !cir.ptr<!f64>, ["sum"] {alignment = 8 : i64}
  %z = cir.cast(int_to_float, %c0 : !s32i), !f64
  cir.store %z, %sum : !f64, !cir.ptr<!f64>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %cNN) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %cp = cir.ptr_stride(%pc : !pf64, %iv : !s32i), !pf64
      %cv = cir.load %cp : !pf64, !f64
      %s = cir.load %sum : !cir.ptr<!f64>, !f64
      %s2 = cir.binop(add, %s, %cv) : !f64
      cir.store %s2, %sum : !f64, !cir.ptr<!f64>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %sv = cir.load %sum : !cir.ptr<!f64>, !f64
  %f1 = cir.get_global @fmt_sum : !cir.ptr<!cir.array<!s8i x 16>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 16>>), !cir.ptr<!s8i>
  %p1 = cir.call @printf(%f1p, %sv) : (!cir.ptr<!s8i>, !f64) -> !s32i
  %dt = cir.binop(sub, %t1, %t0) : !f64
  %f2 = cir.get_global @fmt_time : !cir.ptr<!cir.array<!s8i x 15>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 15>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f2p, %dt) : (!cir.ptr<!s8i>, !f64) -> !s32i
  cir.return %c0 : !s32i
}
