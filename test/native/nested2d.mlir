// Nested loops over a 2-D array: fill it, then sum rows and columns
// (nested2d.c). m[i][j] is two array decays and two ptr_strides.
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: row 0: 6
// CHECK-NEXT: row 1: 46
// CHECK-NEXT: row 2: 86
// CHECK-NEXT: col 0: 30
// CHECK: col 3: 39
// CHECK-NEXT: total: 138

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!row = !cir.array<!s32i x 4>
!mat = !cir.array<!row x 3>

cir.global internal constant @fmt_row = #cir.const_array<"row %d: %d\0A\00"> : !cir.array<!s8i x 12>
cir.global internal constant @fmt_col = #cir.const_array<"col %d: %d\0A\00"> : !cir.array<!s8i x 12>
cir.global internal constant @fmt_total = #cir.const_array<"total: %d\0A\00"> : !cir.array<!s8i x 11>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func @main() -> !s32i {
  %m = cir.alloca !mat, !cir.ptr<!mat>, ["m"] {alignment = 16 : i64}
  %total = cir.alloca !s32i, !cir.ptr<!s32i>, ["total"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  // for i, for j: m[i][j] = i * 10 + j
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
          %lt = cir.cmp(lt, %jv, %c4) : !s32i, !cir.bool
          cir.condition(%lt)
        } body {
          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %t = cir.binop(mul, %iv, %c10) : !s32i
          %v = cir.binop(add, %t, %jv) : !s32i
          %rows = cir.cast(array_to_ptrdecay, %m : !cir.ptr<!mat>), !cir.ptr<!row>
          %rowp = cir.ptr_stride(%rows : !cir.ptr<!row>, %iv : !s32i), !cir.ptr<!row>
          %elems = cir.cast(array_to_ptrdecay, %rowp : !cir.ptr<!row>), !cir.ptr<!s32i>
          %ep = cir.ptr_stride(%elems : !cir.ptr<!s32i>, %jv : !s32i), !cir.ptr<!s32i>
          cir.store %v, %ep : !s32i, !cir.ptr<!s32i>
          cir.yield
        } step {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %n = cir.unary(inc, %jv) : !s32i, !s32i
          cir.store %n, %j : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // Row sums, and their total.
  cir.store %c0, %total : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %row = cir.alloca !s32i, !cir.ptr<!s32i>, ["row"] {alignment = 4 : i64}
        cir.store %c0, %row : !s32i, !cir.ptr<!s32i>
        cir.scope {
          %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
          cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
          cir.for : cond {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %lt = cir.cmp(lt, %jv, %c4) : !s32i, !cir.bool
            cir.condition(%lt)
          } body {
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %rows = cir.cast(array_to_ptrdecay, %m : !cir.ptr<!mat>), !cir.ptr<!row>
            %rowp = cir.ptr_stride(%rows : !cir.ptr<!row>, %iv : !s32i), !cir.ptr<!row>
            %elems = cir.cast(array_to_ptrdecay, %rowp : !cir.ptr<!row>), !cir.ptr<!s32i>
            %ep = cir.ptr_stride(%elems : !cir.ptr<!s32i>, %jv : !s32i), !cir.ptr<!s32i>
            %e = cir.load %ep : !cir.ptr<!s32i>, !s32i
            %r = cir.load %row : !cir.ptr<!s32i>, !s32i
            %r2 = cir.binop(add, %r, %e) : !s32i
            cir.store %r2, %row : !s32i, !cir.ptr<!s32i>
            cir.yield
          } step {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %n = cir.unary(inc, %jv) : !s32i, !s32i
            cir.store %n, %j : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
        }
        %f = cir.get_global @fmt_row : !cir.ptr<!cir.array<!s8i x 12>>
        %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %rv = cir.load %row : !cir.ptr<!s32i>, !s32i
        %p = cir.call @printf(%fp, %iv, %rv) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
        %t = cir.load %total : !cir.ptr<!s32i>, !s32i
        %t2 = cir.binop(add, %t, %rv) : !s32i
        cir.store %t2, %total : !s32i, !cir.ptr<!s32i>
      }
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %n, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // Column sums: the inner loop walks down a column.
  cir.scope {
    %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
    cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %jv, %c4) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %col = cir.alloca !s32i, !cir.ptr<!s32i>, ["col"] {alignment = 4 : i64}
        cir.store %c0, %col : !s32i, !cir.ptr<!s32i>
        cir.scope {
          %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
          cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
          cir.for : cond {
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
            cir.condition(%lt)
          } body {
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %rows = cir.cast(array_to_ptrdecay, %m : !cir.ptr<!mat>), !cir.ptr<!row>
            %rowp = cir.ptr_stride(%rows : !cir.ptr<!row>, %iv : !s32i), !cir.ptr<!row>
            %elems = cir.cast(array_to_ptrdecay, %rowp : !cir.ptr<!row>), !cir.ptr<!s32i>
            %ep = cir.ptr_stride(%elems : !cir.ptr<!s32i>, %jv : !s32i), !cir.ptr<!s32i>
            %e = cir.load %ep : !cir.ptr<!s32i>, !s32i
            %c = cir.load %col : !cir.ptr<!s32i>, !s32i
            %c2 = cir.binop(add, %c, %e) : !s32i
            cir.store %c2, %col : !s32i, !cir.ptr<!s32i>
            cir.yield
          } step {
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %n = cir.unary(inc, %iv) : !s32i, !s32i
            cir.store %n, %i : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
        }
        %f = cir.get_global @fmt_col : !cir.ptr<!cir.array<!s8i x 12>>
        %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 12>>), !cir.ptr<!s8i>
        %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
        %cv = cir.load %col : !cir.ptr<!s32i>, !s32i
        %p = cir.call @printf(%fp, %jv, %cv) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
      }
      cir.yield
    } step {
      %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
      %n = cir.unary(inc, %jv) : !s32i, !s32i
      cir.store %n, %j : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f = cir.get_global @fmt_total : !cir.ptr<!cir.array<!s8i x 11>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 11>>), !cir.ptr<!s8i>
  %tv = cir.load %total : !cir.ptr<!s32i>, !s32i
  %p = cir.call @printf(%fp, %tv) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
