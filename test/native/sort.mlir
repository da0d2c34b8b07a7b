// Sorting global arrays in place: bubble sort with a break out of the
// outer loop when a pass swaps nothing, and insertion sort whose while
// condition is a short-circuit && (a cir.ternary in the cond region)
// (sort.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: bubble (6 passes): -8 -3 0 1 4 5 7 7 9 12
// CHECK-NEXT: insertion: -8 -3 0 1 4 5 7 7 9 12

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!pint = !cir.ptr<!s32i>
!arr10 = !cir.array<!s32i x 10>

cir.global internal @a = #cir.const_array<[#cir.int<5> : !s32i, #cir.int<-3> : !s32i, #cir.int<9> : !s32i, #cir.int<0> : !s32i, #cir.int<12> : !s32i, #cir.int<-8> : !s32i, #cir.int<7> : !s32i, #cir.int<7> : !s32i, #cir.int<1> : !s32i, #cir.int<4> : !s32i]> : !arr10
cir.global internal @b = #cir.const_array<[#cir.int<5> : !s32i, #cir.int<-3> : !s32i, #cir.int<9> : !s32i, #cir.int<0> : !s32i, #cir.int<12> : !s32i, #cir.int<-8> : !s32i, #cir.int<7> : !s32i, #cir.int<7> : !s32i, #cir.int<1> : !s32i, #cir.int<4> : !s32i]> : !arr10
cir.global internal constant @fmt_bubble = #cir.const_array<"bubble (%d passes):\00"> : !cir.array<!s8i x 20>
cir.global internal constant @fmt_insertion = #cir.const_array<"insertion:\00"> : !cir.array<!s8i x 11>
cir.global internal constant @fmt_item = #cir.const_array<" %d\00"> : !cir.array<!s8i x 4>
cir.global internal constant @fmt_nl = #cir.const_array<"\0A\00"> : !cir.array<!s8i x 2>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @bubble(%v: !pint, %n: !s32i) -> !s32i {
  %passes = cir.alloca !s32i, !cir.ptr<!s32i>, ["passes"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.store %c0, %passes : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %n1 = cir.binop(sub, %n, %c1) : !s32i
      %lt = cir.cmp(lt, %iv, %n1) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %swapped = cir.alloca !s32i, !cir.ptr<!s32i>, ["swapped"] {alignment = 4 : i64}
        cir.store %c0, %swapped : !s32i, !cir.ptr<!s32i>
        %pv = cir.load %passes : !cir.ptr<!s32i>, !s32i
        %pv2 = cir.unary(inc, %pv) : !s32i, !s32i
        cir.store %pv2, %passes : !s32i, !cir.ptr<!s32i>
        cir.scope {
          %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
          cir.store %c0, %j : !s32i, !cir.ptr<!s32i>
          cir.for : cond {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
            %n1 = cir.binop(sub, %n, %c1) : !s32i
            %lim = cir.binop(sub, %n1, %iv) : !s32i
            %lt = cir.cmp(lt, %jv, %lim) : !s32i, !cir.bool
            cir.condition(%lt)
          } body {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %pj = cir.ptr_stride(%v : !pint, %jv : !s32i), !pint
            %j1 = cir.binop(add, %jv, %c1) : !s32i
            %pj1 = cir.ptr_stride(%v : !pint, %j1 : !s32i), !pint
            %x = cir.load %pj : !pint, !s32i
            %y = cir.load %pj1 : !pint, !s32i
            %gt = cir.cmp(gt, %x, %y) : !s32i, !cir.bool
            cir.if %gt {
              %t = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
              cir.store %x, %t : !s32i, !cir.ptr<!s32i>
              cir.store %y, %pj : !s32i, !pint
              %tv = cir.load %t : !cir.ptr<!s32i>, !s32i
              cir.store %tv, %pj1 : !s32i, !pint
              cir.store %c1, %swapped : !s32i, !cir.ptr<!s32i>
            }
            cir.yield
          } step {
            %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
            %nx = cir.unary(inc, %jv) : !s32i, !s32i
            cir.store %nx, %j : !s32i, !cir.ptr<!s32i>
            cir.yield
          }
        }
        // if (!swapped) break;
        %sw = cir.load %swapped : !cir.ptr<!s32i>, !s32i
        %swb = cir.cast(int_to_bool, %sw : !s32i), !cir.bool
        %none = cir.unary(lnot, %swb) : !cir.bool, !cir.bool
        cir.if %none {
          cir.break
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
  %r = cir.load %passes : !cir.ptr<!s32i>, !s32i
  cir.return %r : !s32i
}

cir.func internal @insertion(%v: !pint, %n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c1, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      cir.scope {
        %key = cir.alloca !s32i, !cir.ptr<!s32i>, ["key"] {alignment = 4 : i64}
        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j"] {alignment = 4 : i64}
        %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
        %pi = cir.ptr_stride(%v : !pint, %iv : !s32i), !pint
        %kv = cir.load %pi : !pint, !s32i
        cir.store %kv, %key : !s32i, !cir.ptr<!s32i>
        %i1 = cir.binop(sub, %iv, %c1) : !s32i
        cir.store %i1, %j : !s32i, !cir.ptr<!s32i>
        // while (j >= 0 && v[j] > key)
        cir.while {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %ge = cir.cmp(ge, %jv, %c0) : !s32i, !cir.bool
          %both = cir.ternary(%ge, true {
            %pj = cir.ptr_stride(%v : !pint, %jv : !s32i), !pint
            %x = cir.load %pj : !pint, !s32i
            %k = cir.load %key : !cir.ptr<!s32i>, !s32i
            %gt = cir.cmp(gt, %x, %k) : !s32i, !cir.bool
            cir.yield %gt : !cir.bool
          }, false {
            %f = cir.const #cir.bool<false> : !cir.bool
            cir.yield %f : !cir.bool
          }) : (!cir.bool) -> !cir.bool
          cir.condition(%both)
        } do {
          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
          %pj = cir.ptr_stride(%v : !pint, %jv : !s32i), !pint
          %x = cir.load %pj : !pint, !s32i
          %j1 = cir.binop(add, %jv, %c1) : !s32i
          %pj1 = cir.ptr_stride(%v : !pint, %j1 : !s32i), !pint
          cir.store %x, %pj1 : !s32i, !pint
          %dec = cir.unary(dec, %jv) : !s32i, !s32i
          cir.store %dec, %j : !s32i, !cir.ptr<!s32i>
          cir.yield
        }
        %jf = cir.load %j : !cir.ptr<!s32i>, !s32i
        %jf1 = cir.binop(add, %jf, %c1) : !s32i
        %dst = cir.ptr_stride(%v : !pint, %jf1 : !s32i), !pint
        %kf = cir.load %key : !cir.ptr<!s32i>, !s32i
        cir.store %kf, %dst : !s32i, !pint
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

cir.func internal @show(%v: !pint, %n: !s32i) {
  %c0 = cir.const #cir.int<0> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %n) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %p = cir.ptr_stride(%v : !pint, %iv : !s32i), !pint
      %x = cir.load %p : !pint, !s32i
      %f = cir.get_global @fmt_item : !cir.ptr<!cir.array<!s8i x 4>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
      %r = cir.call @printf(%fp, %x) : (!cir.ptr<!s8i>, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %f = cir.get_global @fmt_nl : !cir.ptr<!cir.array<!s8i x 2>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 2>>), !cir.ptr<!s8i>
  %r = cir.call @printf(%fp) : (!cir.ptr<!s8i>) -> !s32i
  cir.return
}

cir.func @main() -> !s32i {
  %c10 = cir.const #cir.int<10> : !s32i
  %ga = cir.get_global @a : !cir.ptr<!arr10>
  %pa = cir.cast(array_to_ptrdecay, %ga : !cir.ptr<!arr10>), !pint
  %passes = cir.call @bubble(%pa, %c10) : (!pint, !s32i) -> !s32i
  %f1 = cir.get_global @fmt_bubble : !cir.ptr<!cir.array<!s8i x 20>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 20>>), !cir.ptr<!s8i>
  %r1 = cir.call @printf(%f1p, %passes) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.call @show(%pa, %c10) : (!pint, !s32i) -> ()
  %gb = cir.get_global @b : !cir.ptr<!arr10>
  %pb = cir.cast(array_to_ptrdecay, %gb : !cir.ptr<!arr10>), !pint
  cir.call @insertion(%pb, %c10) : (!pint, !s32i) -> ()
  %f2 = cir.get_global @fmt_insertion : !cir.ptr<!cir.array<!s8i x 11>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 11>>), !cir.ptr<!s8i>
  %r2 = cir.call @printf(%f2p) : (!cir.ptr<!s8i>) -> !s32i
  cir.call @show(%pb, %c10) : (!pint, !s32i) -> ()
  %c0 = cir.const #cir.int<0> : !s32i
  cir.return %c0 : !s32i
}
