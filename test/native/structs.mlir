// Structs: nested members (get_member twice), an array of structs, a
// struct passed by pointer, and a struct copy (a load and a store of the
// whole record) that leaves the original alone (structs.c).
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: A: (0,0)-(3,1) area 3
// CHECK-NEXT: B: (1,-1)-(5,2) area 12
// CHECK-NEXT: C: (2,-2)-(7,5) area 35
// CHECK-NEXT: copy C area 105, original area 35

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!point = !cir.struct<struct "point" {!s32i, !s32i}>
!rect = !cir.struct<struct "rect" {!point, !point, !s8i}>
!rects = !cir.array<!rect x 3>

cir.global internal constant @fmt1 = #cir.const_array<"%c: (%d,%d)-(%d,%d) area %d\0A\00"> : !cir.array<!s8i x 29>
cir.global internal constant @fmt2 = #cir.const_array<"copy %c area %d, original area %d\0A\00"> : !cir.array<!s8i x 35>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @area(%r: !cir.ptr<!rect>) -> !s32i {
  %lo = cir.get_member %r[0] {name = "lo"} : !cir.ptr<!rect> -> !cir.ptr<!point>
  %hi = cir.get_member %r[1] {name = "hi"} : !cir.ptr<!rect> -> !cir.ptr<!point>
  %hxp = cir.get_member %hi[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
  %lxp = cir.get_member %lo[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
  %hyp = cir.get_member %hi[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
  %lyp = cir.get_member %lo[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
  %hx = cir.load %hxp : !cir.ptr<!s32i>, !s32i
  %lx = cir.load %lxp : !cir.ptr<!s32i>, !s32i
  %w = cir.binop(sub, %hx, %lx) : !s32i
  %hy = cir.load %hyp : !cir.ptr<!s32i>, !s32i
  %ly = cir.load %lyp : !cir.ptr<!s32i>, !s32i
  %h = cir.binop(sub, %hy, %ly) : !s32i
  %a = cir.binop(mul, %w, %h) : !s32i
  cir.return %a : !s32i
}

cir.func @main() -> !s32i {
  %rs = cir.alloca !rects, !cir.ptr<!rects>, ["rs"] {alignment = 16 : i64}
  %copy = cir.alloca !rect, !cir.ptr<!rect>, ["copy"] {alignment = 4 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %c1 = cir.const #cir.int<1> : !s32i
  %c2 = cir.const #cir.int<2> : !s32i
  %c3 = cir.const #cir.int<3> : !s32i
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %lt = cir.cmp(lt, %iv, %c3) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %base = cir.cast(array_to_ptrdecay, %rs : !cir.ptr<!rects>), !cir.ptr<!rect>
      %e = cir.ptr_stride(%base : !cir.ptr<!rect>, %iv : !s32i), !cir.ptr<!rect>
      %lo = cir.get_member %e[0] {name = "lo"} : !cir.ptr<!rect> -> !cir.ptr<!point>
      %hi = cir.get_member %e[1] {name = "hi"} : !cir.ptr<!rect> -> !cir.ptr<!point>
      %lxp = cir.get_member %lo[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      cir.store %iv, %lxp : !s32i, !cir.ptr<!s32i>
      %negi = cir.unary(minus, %iv) : !s32i, !s32i
      %lyp = cir.get_member %lo[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      cir.store %negi, %lyp : !s32i, !cir.ptr<!s32i>
      %twice = cir.binop(mul, %c2, %iv) : !s32i
      %hx = cir.binop(add, %twice, %c3) : !s32i
      %hxp = cir.get_member %hi[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      cir.store %hx, %hxp : !s32i, !cir.ptr<!s32i>
      %sq = cir.binop(mul, %iv, %iv) : !s32i
      %hy = cir.binop(add, %sq, %c1) : !s32i
      %hyp = cir.get_member %hi[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      cir.store %hy, %hyp : !s32i, !cir.ptr<!s32i>
      // rs[i].tag = 'A' + i;  computed in int, narrowed to char.
      %ca = cir.const #cir.int<65> : !s32i
      %t = cir.binop(add, %ca, %iv) : !s32i
      %tc = cir.cast(integral, %t : !s32i), !s8i
      %tagp = cir.get_member %e[2] {name = "tag"} : !cir.ptr<!rect> -> !cir.ptr<!s8i>
      cir.store %tc, %tagp : !s8i, !cir.ptr<!s8i>
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
      %base = cir.cast(array_to_ptrdecay, %rs : !cir.ptr<!rects>), !cir.ptr<!rect>
      %e = cir.ptr_stride(%base : !cir.ptr<!rect>, %iv : !s32i), !cir.ptr<!rect>
      %tagp = cir.get_member %e[2] {name = "tag"} : !cir.ptr<!rect> -> !cir.ptr<!s8i>
      %tag = cir.load %tagp : !cir.ptr<!s8i>, !s8i
      %tagi = cir.cast(integral, %tag : !s8i), !s32i
      %lo = cir.get_member %e[0] {name = "lo"} : !cir.ptr<!rect> -> !cir.ptr<!point>
      %hi = cir.get_member %e[1] {name = "hi"} : !cir.ptr<!rect> -> !cir.ptr<!point>
      %lxp = cir.get_member %lo[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      %lx = cir.load %lxp : !cir.ptr<!s32i>, !s32i
      %lyp = cir.get_member %lo[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      %ly = cir.load %lyp : !cir.ptr<!s32i>, !s32i
      %hxp = cir.get_member %hi[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      %hx = cir.load %hxp : !cir.ptr<!s32i>, !s32i
      %hyp = cir.get_member %hi[1] {name = "y"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
      %hy = cir.load %hyp : !cir.ptr<!s32i>, !s32i
      %a = cir.call @area(%e) : (!cir.ptr<!rect>) -> !s32i
      %f = cir.get_global @fmt1 : !cir.ptr<!cir.array<!s8i x 29>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 29>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%fp, %tagi, %lx, %ly, %hx, %hy, %a) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i, !s32i, !s32i, !s32i) -> !s32i
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  // struct rect copy = rs[2]; copy.hi.x += 10;
  %base = cir.cast(array_to_ptrdecay, %rs : !cir.ptr<!rects>), !cir.ptr<!rect>
  %e2 = cir.ptr_stride(%base : !cir.ptr<!rect>, %c2 : !s32i), !cir.ptr<!rect>
  %whole = cir.load %e2 : !cir.ptr<!rect>, !rect
  cir.store %whole, %copy : !rect, !cir.ptr<!rect>
  %chi = cir.get_member %copy[1] {name = "hi"} : !cir.ptr<!rect> -> !cir.ptr<!point>
  %chxp = cir.get_member %chi[0] {name = "x"} : !cir.ptr<!point> -> !cir.ptr<!s32i>
  %chx = cir.load %chxp : !cir.ptr<!s32i>, !s32i
  %c10 = cir.const #cir.int<10> : !s32i
  %chx2 = cir.binop(add, %chx, %c10) : !s32i
  cir.store %chx2, %chxp : !s32i, !cir.ptr<!s32i>
  %ctagp = cir.get_member %copy[2] {name = "tag"} : !cir.ptr<!rect> -> !cir.ptr<!s8i>
  %ctag = cir.load %ctagp : !cir.ptr<!s8i>, !s8i
  %ctagi = cir.cast(integral, %ctag : !s8i), !s32i
  %acopy = cir.call @area(%copy) : (!cir.ptr<!rect>) -> !s32i
  %aorig = cir.call @area(%e2) : (!cir.ptr<!rect>) -> !s32i
  %f2 = cir.get_global @fmt2 : !cir.ptr<!cir.array<!s8i x 35>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 35>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f2p, %ctagi, %acopy, %aorig) : (!cir.ptr<!s8i>, !s32i, !s32i, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
