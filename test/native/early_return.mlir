// Early return from inside nested loops (cir.return in a cir.if in two
// cir.for bodies): search a global 2-D table initialized by nested
// constant arrays, and report the position through out-parameters
// (early_return.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 9: found=1 at (1, 0)
// CHECK-NEXT: 7: found=1 at (2, 3)
// CHECK-NEXT: 4: found=1 at (0, 2)
// CHECK-NEXT: 0: found=0 at (-1, -1)

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!row = !cir.array<!s32i x 5>
!grid = !cir.array<!row x 4>
!arr4 = !cir.array<!s32i x 4>

cir.global internal @grid = #cir.const_array<[#cir.const_array<[#cir.int<3> : !s32i, #cir.int<1> : !s32i, #cir.int<4> : !s32i, #cir.int<1> : !s32i, #cir.int<5> : !s32i]> : !row, #cir.const_array<[#cir.int<9> : !s32i, #cir.int<2> : !s32i, #cir.int<6> : !s32i, #cir.int<5> : !s32i, #cir.int<3> : !s32i]> : !row, #cir.const_array<[#cir.int<5> : !s32i, #cir.int<8> : !s32i, #cir.int<9> : !s32i, #cir.int<7> : !s32i, #cir.int<9> : !s32i]> : !row, #cir.const_array<[#cir.int<3> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<8> : !s32i, #cir.int<4> : !s32i]> : !row]> : !grid
cir.global internal constant @fmt = #cir.const_array<"%d: found=%d at (%d, %d)\0A\00"> : !cir.array<!s8i x 26>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @find(%v: !s32i, %row: !cir.ptr<!s32i>, %col: !cir.ptr<!s32i>) -> !s32i {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c4 = cir.const #cir.int<4> : !s32i
      %lt = cir.cmp(lt, %iv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
        cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
        cir.for : cond {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %c5 = cir.const #cir.int<5> : !s32i
          %lt = cir.cmp(lt, %jv, %c5) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %g = cir.get_global @grid : !cir.ptr<!grid>
          %rows = cir.cast(array_to_ptrdecay, %g : !cir.ptr<!grid>), !cir.ptr<!row>
          %rp = cir.ptr_stride(%rows : !cir.ptr<!row>, %iv : !s32i), !cir.ptr<!row>
          %elems = cir.cast(array_to_ptrdecay, %rp : !cir.ptr<!row>), !cir.ptr<!s32i>
          %ep = cir.ptr_stride(%elems : !cir.ptr<!s32i>, %jv : !s32i), !cir.ptr<!s32i>
          %e = cir.load %ep : !cir.ptr<!s32i>, !s32i
          %eq = cir.cmp(eq, %e, %v) : !s32i, !cir.bool
          cir.if %eq {
            cir.store %iv, %row : !s32i, !cir.ptr<!s32i>
            cir.store %jv, %col : !s32i, !cir.ptr<!s32i>
            cir.return %c1 : !s32i
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
  cir.return %c0 : !s32i
}

cir.func @main() -> !s32i {
  %wanted = cir.alloca !arr4, !cir.ptr<!arr4>, ["wanted"] {alignment = 16 : i64}
  %init = cir.const #cir.const_array<[#cir.int<9> : !s32i, #cir.int<7> : !s32i, #cir.int<4> : !s32i, #cir.int<0> : !s32i]> : !arr4
  cir.store %init, %wanted : !arr4, !cir.ptr<!arr4>
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.scope {
    %k = cir.alloca !s32i, !cir.ptr<!s32i>, ["k"] {alignment = 4 : i64}
    cir.store %c0, %k : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
      %c4 = cir.const #cir.int<4> : !s32i
      %lt = cir.cmp(lt, %kv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %r = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
        %c = cir.alloca !s32i, !cir.ptr<!s32i>, ["c"] {alignment = 4 : i64}
        %m1 = cir.unary(minus, %c1) : !s32i, !s32i
        cir.store %m1, %r : !s32i, !cir.ptr<!s32i>
        cir.store %m1, %c : !s32i, !cir.ptr<!s32i>
        %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
        %w = cir.cast(array_to_ptrdecay, %wanted : !cir.ptr<!arr4>), !cir.ptr<!s32i>
        %wp = cir.ptr_stride(%w : !cir.ptr<!s32i>, %kv : !s32i), !cir.ptr<!s32i>
        %wv = cir.load %wp : !cir.ptr<!s32i>, !s32i
        %found = cir.call @find(%wv, %r, %c) : (!s32i, !cir.ptr<!s32i>, !cir.ptr<!s32i>) -> !s32i
        %rv = cir.load %r : !cir.ptr<!s32i>, !s32i
        %cv = cir.load %c : !cir.ptr<!s32i>, !s32i
        %f = cir.get_global @fmt : !cir.ptr<!cir.array<!s8i x 26>>
        %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 26>>), !cir.ptr<!s8i>
        %p = cir.call @printf(%fp, %wv, %found, %rv, %cv) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i) -> !s32i
      }
      cir.yield
    } step {
      %kv = cir.load %k : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %kv) : !s32i, !s32i
      cir.store %nx, %k : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.return %c0 : !s32i
}
