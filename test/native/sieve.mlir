// The sieve of Eratosthenes over a zero-initialized global _Bool array:
// lnot on bool, int-to-bool stores, nested for loops (sieve.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 71 73 79 83 89 97
// CHECK-NEXT: 25 primes up to 100

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!flags = !cir.array<!cir.bool x 101>

cir.global internal @composite : !flags
cir.global internal constant @fmt_prime = #cir.const_array<"%d \00"> : !cir.array<!s8i x 4>
cir.global internal constant @fmt_count = #cir.const_array<"\0A%d primes up to %d\0A\00"> : !cir.array<!s8i x 21>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %cN = cir.const #cir.int<100> : !s32i
  %g = cir.get_global @composite : !cir.ptr<!flags>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c2, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %sq = cir.binop(mul, %iv, %iv) : !s32i
      %le = cir.cmp(le, %sq, %cN) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %flags = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!flags>), !cir.ptr<!cir.bool>
      %fp = cir.ptr_stride(%flags : !cir.ptr<!cir.bool>, %iv : !s32i), !cir.ptr<!cir.bool>
      %f = cir.load %fp : !cir.ptr<!cir.bool>, !cir.bool
      %prime = cir.unary(lnot, %f) : !cir.bool, !cir.bool
      cir.if %prime {
        cir.scope {
          %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
          %sq = cir.binop(mul, %iv, %iv) : !s32i
          cir.store %sq, %j : !s32i, !cir.ptr<!s32i>
          cir.for : cond {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %le = cir.cmp(le, %jv, %cN) : !s32i, !cir.bool
            cir.condition(%le)
          } body {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %jp = cir.ptr_stride(%flags : !cir.ptr<!cir.bool>, %jv : !s32i), !cir.ptr<!cir.bool>
            %one = cir.const #cir.int<1> : !s32i
            %t = cir.cast(int_to_bool, %one : !s32i), !cir.bool
            cir.store %t, %jp : !cir.bool, !cir.ptr<!cir.bool>
            cir.yield
          } step {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %iv2 = cir.load %i : !cir.ptr<!s32i>, !s32i
            %nx = cir.binop(add, %jv, %iv2) : !s32i
            cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
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
  %count = cir.alloca !s32i, !cir.ptr<!s32i>, ["count"] {alignment = 4 : i64}
  cir.store %c0, %count : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c2, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %le = cir.cmp(le, %iv, %cN) : !s32i, !cir.bool
      cir.condition(%le)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %flags = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!flags>), !cir.ptr<!cir.bool>
      %fp = cir.ptr_stride(%flags : !cir.ptr<!cir.bool>, %iv : !s32i), !cir.ptr<!cir.bool>
      %f = cir.load %fp : !cir.ptr<!cir.bool>, !cir.bool
      %prime = cir.unary(lnot, %f) : !cir.bool, !cir.bool
      cir.if %prime {
        %cv = cir.load %count : !cir.ptr<!s32i>, !s32i
        %cv2 = cir.unary(inc, %cv) : !s32i, !s32i
        cir.store %cv2, %count : !s32i, !cir.ptr<!s32i>
        %c70 = cir.const #cir.int<70> : !s32i
        %big = cir.cmp(gt, %iv, %c70) : !s32i, !cir.bool
        cir.if %big {
          %fm = cir.get_global @fmt_prime : !cir.ptr<!cir.array<!s8i x 4>>
          %fmp = cir.cast(array_to_ptrdecay, %fm : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
          %p = cir.call @printf(%fmp, %iv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
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
  %fm = cir.get_global @fmt_count : !cir.ptr<!cir.array<!s8i x 21>>
  %fmp = cir.cast(array_to_ptrdecay, %fm : !cir.ptr<!cir.array<!s8i x 21>>), !cir.ptr<!s8i>
  %cv = cir.load %count : !cir.ptr<!s32i>, !s32i
  %p = cir.call @printf(%fmp, %cv, %cN) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
