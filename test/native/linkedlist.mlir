// Struct pointer chasing: a linked list whose nodes live in a static
// array, walked, reversed in place, and located by pointer difference
// (linkedlist.c). `struct node *` is a pointer to the named record
// `!cir.struct<struct "node">`, as in the record's own next member, so
// &pool[slot] (a pointer to the complete record) is bitcast to it once.
// REQUIRES: opt, llc, gcc
// RUN: %cir-exe && %gcc-exe && %run-compare
// RUN: filecheck %s < %t.out
// CHECK: 25 16 9 4 1 0
// CHECK-NEXT: count = 6, sum = 55
// CHECK-NEXT: 0 1 4 9 16 25
// CHECK-NEXT: head slot = 0

!s8i = !cir.int<s, 8>
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!nodep = !cir.ptr<!cir.struct<struct "node">>
!node = !cir.struct<struct "node" {!s32i, !nodep}>
!pool = !cir.array<!node x 6>

cir.global internal @pool : !pool
cir.global internal constant @fmt_item = #cir.const_array<"%d \00"> : !cir.array<!s8i x 4>
cir.global internal constant @fmt_count = #cir.const_array<"\0Acount = %d, sum = %d\0A\00"> : !cir.array<!s8i x 23>
cir.global internal constant @fmt_slot = #cir.const_array<"\0Ahead slot = %d\0A\00"> : !cir.array<!s8i x 17>
cir.func private @printf(!cir.ptr<!s8i>, ...) -> !s32i

cir.func internal @push(%head: !nodep, %slot: !s32i, %value: !s32i) -> !nodep {
  %gpool = cir.get_global @pool : !cir.ptr<!pool>
  %first = cir.cast(array_to_ptrdecay, %gpool : !cir.ptr<!pool>), !cir.ptr<!node>
  %e = cir.ptr_stride(%first : !cir.ptr<!node>, %slot : !s32i), !cir.ptr<!node>
  %n = cir.cast(bitcast, %e : !cir.ptr<!node>), !nodep
  %vp = cir.get_member %n[0] {name = "value"} : !nodep -> !cir.ptr<!s32i>
  cir.store %value, %vp : !s32i, !cir.ptr<!s32i>
  %np = cir.get_member %n[1] {name = "next"} : !nodep -> !cir.ptr<!nodep>
  cir.store %head, %np : !nodep, !cir.ptr<!nodep>
  cir.return %n : !nodep
}

cir.func @main() -> !s32i {
  %head = cir.alloca !nodep, !cir.ptr<!nodep>, ["head"] {alignment = 8 : i64}
  %count = cir.alloca !s32i, !cir.ptr<!s32i>, ["count"] {alignment = 4 : i64}
  %sum = cir.alloca !s32i, !cir.ptr<!s32i>, ["sum"] {alignment = 4 : i64}
  %prev = cir.alloca !nodep, !cir.ptr<!nodep>, ["prev"] {alignment = 8 : i64}
  %cur = cir.alloca !nodep, !cir.ptr<!nodep>, ["cur"] {alignment = 8 : i64}
  %c0 = cir.const #cir.int<0> : !s32i
  %null = cir.const #cir.ptr<null> : !nodep
  cir.store %null, %head : !nodep, !cir.ptr<!nodep>
  cir.scope {
    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i"] {alignment = 4 : i64}
    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %c6 = cir.const #cir.int<6> : !s32i
      %lt = cir.cmp(lt, %iv, %c6) : !s32i, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %h = cir.load %head : !cir.ptr<!nodep>, !nodep
      %sq = cir.binop(mul, %iv, %iv) : !s32i
      %nh = cir.call @push(%h, %iv, %sq) : (!nodep, !s32i, !s32i) -> !nodep
      cir.store %nh, %head : !nodep, !cir.ptr<!nodep>
      cir.yield
    } step {
      %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
      %nx = cir.unary(inc, %iv) : !s32i, !s32i
      cir.store %nx, %i : !s32i, !cir.ptr<!s32i>
      cir.yield
    }
  }
  cir.store %c0, %count : !s32i, !cir.ptr<!s32i>
  cir.store %c0, %sum : !s32i, !cir.ptr<!s32i>
  // for (struct node *n = head; n; n = n->next)
  cir.scope {
    %n = cir.alloca !nodep, !cir.ptr<!nodep>, ["n"] {alignment = 8 : i64}
    %h = cir.load %head : !cir.ptr<!nodep>, !nodep
    cir.store %h, %n : !nodep, !cir.ptr<!nodep>
    cir.for : cond {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %b = cir.cast(ptr_to_bool, %nv : !nodep), !cir.bool
      cir.condition(%b)
    } body {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %vp = cir.get_member %nv[0] {name = "value"} : !nodep -> !cir.ptr<!s32i>
      %v = cir.load %vp : !cir.ptr<!s32i>, !s32i
      %f = cir.get_global @fmt_item : !cir.ptr<!cir.array<!s8i x 4>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%fp, %v) : (!cir.ptr<!s8i>, !s32i) -> !s32i
      %cv = cir.load %count : !cir.ptr<!s32i>, !s32i
      %cv2 = cir.unary(inc, %cv) : !s32i, !s32i
      cir.store %cv2, %count : !s32i, !cir.ptr<!s32i>
      %sv = cir.load %sum : !cir.ptr<!s32i>, !s32i
      %sv2 = cir.binop(add, %sv, %v) : !s32i
      cir.store %sv2, %sum : !s32i, !cir.ptr<!s32i>
      cir.yield
    } step {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %np = cir.get_member %nv[1] {name = "next"} : !nodep -> !cir.ptr<!nodep>
      %next = cir.load %np : !cir.ptr<!nodep>, !nodep
      cir.store %next, %n : !nodep, !cir.ptr<!nodep>
      cir.yield
    }
  }
  %f1 = cir.get_global @fmt_count : !cir.ptr<!cir.array<!s8i x 23>>
  %f1p = cir.cast(array_to_ptrdecay, %f1 : !cir.ptr<!cir.array<!s8i x 23>>), !cir.ptr<!s8i>
  %countv = cir.load %count : !cir.ptr<!s32i>, !s32i
  %sumv = cir.load %sum : !cir.ptr<!s32i>, !s32i
  %p1 = cir.call @printf(%f1p, %countv, %sumv) : (!cir.ptr<!s8i>, !s32i, !s32i) -> !s32i
  // Reverse: while (cur) { next = cur->next; cur->next = prev; prev = cur; cur = next; }
  cir.store %null, %prev : !nodep, !cir.ptr<!nodep>
  %h0 = cir.load %head : !cir.ptr<!nodep>, !nodep
  cir.store %h0, %cur : !nodep, !cir.ptr<!nodep>
  cir.while {
    %cv = cir.load %cur : !cir.ptr<!nodep>, !nodep
    %b = cir.cast(ptr_to_bool, %cv : !nodep), !cir.bool
    cir.condition(%b)
  } do {
    cir.scope {
      %next = cir.alloca !nodep, !cir.ptr<!nodep>, ["next"] {alignment = 8 : i64}
      %cv = cir.load %cur : !cir.ptr<!nodep>, !nodep
      %np = cir.get_member %cv[1] {name = "next"} : !nodep -> !cir.ptr<!nodep>
      %nv = cir.load %np : !cir.ptr<!nodep>, !nodep
      cir.store %nv, %next : !nodep, !cir.ptr<!nodep>
      %pv = cir.load %prev : !cir.ptr<!nodep>, !nodep
      cir.store %pv, %np : !nodep, !cir.ptr<!nodep>
      cir.store %cv, %prev : !nodep, !cir.ptr<!nodep>
      %nv2 = cir.load %next : !cir.ptr<!nodep>, !nodep
      cir.store %nv2, %cur : !nodep, !cir.ptr<!nodep>
    }
    cir.yield
  }
  cir.scope {
    %n = cir.alloca !nodep, !cir.ptr<!nodep>, ["n"] {alignment = 8 : i64}
    %pv = cir.load %prev : !cir.ptr<!nodep>, !nodep
    cir.store %pv, %n : !nodep, !cir.ptr<!nodep>
    cir.for : cond {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %b = cir.cast(ptr_to_bool, %nv : !nodep), !cir.bool
      cir.condition(%b)
    } body {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %vp = cir.get_member %nv[0] {name = "value"} : !nodep -> !cir.ptr<!s32i>
      %v = cir.load %vp : !cir.ptr<!s32i>, !s32i
      %f = cir.get_global @fmt_item : !cir.ptr<!cir.array<!s8i x 4>>
      %fp = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!s8i x 4>>), !cir.ptr<!s8i>
      %p = cir.call @printf(%fp, %v) : (!cir.ptr<!s8i>, !s32i) -> !s32i
      cir.yield
    } step {
      %nv = cir.load %n : !cir.ptr<!nodep>, !nodep
      %np = cir.get_member %nv[1] {name = "next"} : !nodep -> !cir.ptr<!nodep>
      %next = cir.load %np : !cir.ptr<!nodep>, !nodep
      cir.store %next, %n : !nodep, !cir.ptr<!nodep>
      cir.yield
    }
  }
  // (int)(prev - pool): the byte distance over sizeof(struct node) = 16.
  %pfinal = cir.load %prev : !cir.ptr<!nodep>, !nodep
  %gpool = cir.get_global @pool : !cir.ptr<!pool>
  %first = cir.cast(array_to_ptrdecay, %gpool : !cir.ptr<!pool>), !cir.ptr<!node>
  %pa = cir.cast(ptr_to_int, %pfinal : !nodep), !s64i
  %fa = cir.cast(ptr_to_int, %first : !cir.ptr<!node>), !s64i
  %bytes = cir.binop(sub, %pa, %fa) : !s64i
  %size = cir.const #cir.int<16> : !s64i
  %slot = cir.binop(div, %bytes, %size) : !s64i
  %sloti = cir.cast(integral, %slot : !s64i), !s32i
  %f2 = cir.get_global @fmt_slot : !cir.ptr<!cir.array<!s8i x 17>>
  %f2p = cir.cast(array_to_ptrdecay, %f2 : !cir.ptr<!cir.array<!s8i x 17>>), !cir.ptr<!s8i>
  %p2 = cir.call @printf(%f2p, %sloti) : (!cir.ptr<!s8i>, !s32i) -> !s32i
  cir.return %c0 : !s32i
}
