// mixed.c written in cir: globals of every initializer kind, a switch
// with fallthrough, for with continue and break, do-while, recursion, a
// union, unsigned wrap-around, and casts. The lowered program must print
// what mixed.c prints.
!s8i = !cir.int<s, 8>
!u8i = !cir.int<u, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u64i = !cir.int<u, 64>
!pt = !cir.struct<struct "pt" {!s32i, !cir.double, !cir.bool}>
!num = !cir.struct<union "num" {!s32i, !cir.double, !cir.array<!s8i x 12>}>

cir.global internal constant @fmt_i = #cir.const_array<"%d\0A\00"> : !cir.array<!s8i x 4>
cir.global external @table = #cir.const_array<[#cir.int<5> : !s32i, #cir.int<3> : !s32i, #cir.int<8> : !s32i]> : !cir.array<!s32i x 6>
cir.global external @origin = #cir.const_struct<{#cir.int<1> : !s32i, #cir.fp<2.5> : !cir.double, #cir.bool<true> : !cir.bool}> : !pt
cir.global external @cursor = #cir.global_view<@table> : !cir.ptr<!s32i>
cir.global external @small = #cir.int<250> : !u8i
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @print(%v: !s32i) {
  %f = cir.get_global @fmt_i : !cir.ptr<!cir.array<!s8i x 4>>
  %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
  %n = cir.call @printf(%fp, %v) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return
}

cir.func internal @classify(%v: !s32i) -> !s32i {
  %r = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  cir.store %c0, %r : !s32i, !cir.ptr<!s32i>
  cir.switch (%v : !s32i) [
  case (equal, 1) {
    %c10 = cir.const #cir.int<10> : !s32i
    cir.store %c10, %r : !s32i, !cir.ptr<!s32i>
    cir.yield
  },
  case (anyof, [2, 3] : !s32i) {
    %x = cir.load %r : !cir.ptr<!s32i>, !s32i
    %c5 = cir.const #cir.int<5> : !s32i
    %y = cir.binop(add, %x, %c5) : !s32i
    cir.store %y, %r : !s32i, !cir.ptr<!s32i>
    cir.break
  },
  case (default) {
    %m1 = cir.const #cir.int<-1> : !s32i
    cir.store %m1, %r : !s32i, !cir.ptr<!s32i>
    cir.break
  }
  ]
  %x = cir.load %r : !cir.ptr<!s32i>, !s32i
  %pos = cir.cmp(gt, %x, %c0) : !s32i, !cir.bool
  %t = cir.ternary(%pos, true {
    %sq = cir.binop(mul, %x, %x) : !s32i
    cir.yield %sq : !s32i
  }, false {
    cir.yield %c0 : !s32i
  }) : (!cir.bool) -> !s32i
  cir.return %t : !s32i
}

cir.func @fact(%n: !s32i) -> !s32i {
  %c1 = cir.const #cir.int<1> : !s32i
  %le = cir.cmp(le, %n, %c1) : !s32i, !cir.bool
  cir.if %le {
    cir.return %c1 : !s32i
  }
  %m = cir.binop(sub, %n, %c1) : !s32i
  %f = cir.call @fact(%m) : (!s32i) -> !s32i
  %r = cir.binop(mul, %n, %f) : !s32i
  cir.return %r : !s32i
}

cir.func @main() -> !s32i {
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %n = cir.alloca !s32i, !cir.ptr<!s32i>, ["n"] {alignment = 4 : i64}
  %u = cir.alloca !num, !cir.ptr<!num>, ["u"] {alignment = 8 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c4 = cir.const #cir.int<4> : !s32i
  %c6 = cir.const #cir.int<6> : !s32i
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c6) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %tab = cir.get_global @table : !cir.ptr<!cir.array<!s32i x 6>>
      %base = cir.cast(array_to_ptrdecay, %tab : !cir.ptr<!cir.array<!s32i x 6>>), !cir.ptr<!s32i>
      %e = cir.ptr_stride(%base : !cir.ptr<!s32i>, %iv : !s32i), !cir.ptr<!s32i>
      %v = cir.load %e : !cir.ptr<!s32i>, !s32i
      %zero = cir.cmp(eq, %v, %c0) : !s32i, !cir.bool
      cir.if %zero {
        cir.continue
      }
      %four = cir.cmp(eq, %iv, %c4) : !s32i, !cir.bool
      cir.if %four {
        cir.break
      }
      %k = cir.call @classify(%iv) : (!s32i) -> !s32i
      %p = cir.binop(mul, %v, %k) : !s32i
      %s = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %s2 = cir.binop(add, %s, %p) : !s32i
      cir.store %s2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  %sv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  cir.call @print(%sv) : (!s32i) -> ()

  cir.store %c0, %n : !s32i, !cir.ptr<!s32i>
  cir.do {
    %x = cir.load %n : !cir.ptr<!s32i>, !s32i
    %c3 = cir.const #cir.int<3> : !s32i
    %y = cir.binop(add, %x, %c3) : !s32i
    cir.store %y, %n : !s32i, !cir.ptr<!s32i>
    cir.yield
  } while {
    %x = cir.load %n : !cir.ptr<!s32i>, !s32i
    %c10 = cir.const #cir.int<10> : !s32i
    %lt = cir.cmp(lt, %x, %c10) : !s32i, !cir.bool
    cir.condition(%lt)
  }
  %nv = cir.load %n : !cir.ptr<!s32i>, !s32i
  cir.call @print(%nv) : (!s32i) -> ()

  %sp = cir.get_global @small : !cir.ptr<!u8i>
  %sm = cir.load %sp : !cir.ptr<!u8i>, !u8i
  %smi = cir.cast(integral, %sm : !u8i), !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %wide = cir.binop(add, %smi, %c10) : !s32i
  %w = cir.cast(integral, %wide : !s32i), !u8i
  %wi = cir.cast(integral, %w : !u8i), !s32i
  cir.call @print(%wi) : (!s32i) -> ()

  %ud = cir.get_member %u[1] {name = "d"} : !cir.ptr<!num> -> !cir.ptr<!cir.double>
  %dv = cir.const #cir.fp<-7.75> : !cir.double
  cir.store %dv, %ud : !cir.double, !cir.ptr<!cir.double>
  %dl = cir.load %ud : !cir.ptr<!cir.double>, !cir.double
  %di = cir.cast(float_to_int, %dl : !cir.double), !s32i
  cir.call @print(%di) : (!s32i) -> ()

  %o = cir.get_global @origin : !cir.ptr<!pt>
  %oxp = cir.get_member %o[0] {name = "x"} : !cir.ptr<!pt> -> !cir.ptr<!s32i>
  %oyp = cir.get_member %o[1] {name = "y"} : !cir.ptr<!pt> -> !cir.ptr<!cir.double>
  %onp = cir.get_member %o[2] {name = "on"} : !cir.ptr<!pt> -> !cir.ptr<!cir.bool>
  %ox = cir.load %oxp : !cir.ptr<!s32i>, !s32i
  %oy = cir.load %oyp : !cir.ptr<!cir.double>, !cir.double
  %oyi = cir.cast(float_to_int, %oy : !cir.double), !s32i
  %on = cir.load %onp : !cir.ptr<!cir.bool>, !cir.bool
  %oni = cir.cast(bool_to_int, %on : !cir.bool), !s32i
  %o1 = cir.binop(add, %ox, %oyi) : !s32i
  %o2 = cir.binop(add, %o1, %oni) : !s32i
  cir.call @print(%o2) : (!s32i) -> ()

  %cp = cir.get_global @cursor : !cir.ptr<!cir.ptr<!s32i>>
  %cur = cir.load %cp : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
  %one64 = cir.const #cir.int<1> : !s64i
  %c1p = cir.ptr_stride(%cur : !cir.ptr<!s32i>, %one64 : !s64i), !cir.ptr<!s32i>
  %c1v = cir.load %c1p : !cir.ptr<!s32i>, !s32i
  cir.call @print(%c1v) : (!s32i) -> ()

  %f6 = cir.call @fact(%c6) : (!s32i) -> !s32i
  cir.call @print(%f6) : (!s32i) -> ()

  %big = cir.const #cir.int<-3> : !s64i
  %ub = cir.cast(integral, %big : !s64i), !u64i
  %c60 = cir.const #cir.int<60> : !u64i
  %sh = cir.binop(shr, %ub, %c60) : !u64i
  %shi = cir.cast(integral, %sh : !u64i), !s32i
  cir.call @print(%shi) : (!s32i) -> ()

  %sd = cir.cast(int_to_float, %sv : !s32i), !cir.double
  %c4d = cir.const #cir.fp<4.0> : !cir.double
  %half = cir.binop(div, %sd, %c4d) : !cir.double
  %c2d = cir.const #cir.fp<2.0> : !cir.double
  %twice = cir.binop(mul, %half, %c2d) : !cir.double
  %ti = cir.cast(float_to_int, %twice : !cir.double), !s32i
  cir.call @print(%ti) : (!s32i) -> ()

  %nz = cir.cast(float_to_bool, %half : !cir.double), !cir.bool
  %nzi = cir.cast(bool_to_int, %nz : !cir.bool), !s32i
  %pnz = cir.cast(ptr_to_bool, %cur : !cir.ptr<!s32i>), !cir.bool
  %pnzi = cir.cast(bool_to_int, %pnz : !cir.bool), !s32i
  %bsum = cir.binop(add, %nzi, %pnzi) : !s32i
  cir.call @print(%bsum) : (!s32i) -> ()
  cir.return %c0 : !s32i
}
