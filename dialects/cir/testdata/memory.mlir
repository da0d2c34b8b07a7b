// Globals of every initializer kind, locals, volatile accesses, records
// (a self-referential one) and pointer arithmetic.
cir.global external @counter = #cir.int<0> : !cir.int<s, 32> {alignment = 4 : i64}
cir.global internal @ratio = #cir.fp<5.000000e-01> : !cir.double
cir.global private constant @flag = #cir.bool<true> : !cir.bool
cir.global external @table : !cir.array<!cir.int<s, 32> x 16>
cir.global external @primes = #cir.const_array<[#cir.int<2> : !cir.int<s, 32>, #cir.int<3> : !cir.int<s, 32>, #cir.int<5> : !cir.int<s, 32>]> : !cir.array<!cir.int<s, 32> x 8>
cir.global internal constant @".str" = #cir.const_array<"hi\0A\00"> : !cir.array<!cir.int<s, 8> x 4>
cir.global external @origin = #cir.const_struct<{#cir.int<1> : !cir.int<s, 32>, #cir.fp<2.000000e+00> : !cir.double}> : !cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>
cir.global external @counter_ptr = #cir.global_view<@counter> : !cir.ptr<!cir.int<s, 32>>
cir.global external @nothing = #cir.ptr<null> : !cir.ptr<!cir.void>
cir.global external @zeros = #cir.zero : !cir.array<!cir.double x 4>

// struct node { int value; struct node *next; };
// int sum(struct node *n) { int s = 0; while (n) { s += n->value; n = n->next; } return s; }
cir.func @sum(%arg0: !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>) -> !cir.int<s, 32> {
  %n = cir.alloca !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>, !cir.ptr<!cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>>, ["n"] {alignment = 8 : i64}
  %s = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["s"] {alignment = 4 : i64}
  cir.store %arg0, %n : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>, !cir.ptr<!cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>>
  %zero = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.store %zero, %s : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.while {
    %cur = cir.load %n : !cir.ptr<!cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>>, !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>
    %nonnull = cir.cast(ptr_to_bool, %cur : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>), !cir.bool
    cir.condition(%nonnull)
  } do {
    %cur = cir.load %n : !cir.ptr<!cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>>, !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>
    %vp = cir.get_member %cur[0] {name = "value"} : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>> -> !cir.ptr<!cir.int<s, 32>>
    %v = cir.load %vp : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %acc = cir.load %s : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %new = cir.binop(add, %acc, %v) : !cir.int<s, 32>
    cir.store %new, %s : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %np = cir.get_member %cur[1] {name = "next"} : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>> -> !cir.ptr<!cir.ptr<!cir.struct<struct "node">>>
    %next = cir.load %np : !cir.ptr<!cir.ptr<!cir.struct<struct "node">>>, !cir.ptr<!cir.struct<struct "node">>
    %next2 = cir.cast(bitcast, %next : !cir.ptr<!cir.struct<struct "node">>), !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>
    cir.store %next2, %n : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>, !cir.ptr<!cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>>
  }
  %r = cir.load %s : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}

cir.func @device_io(%reg: !cir.ptr<!cir.int<u, 32>>) {
  %v = cir.load volatile %reg : !cir.ptr<!cir.int<u, 32>>, !cir.int<u, 32>
  cir.store volatile %v, %reg : !cir.int<u, 32>, !cir.ptr<!cir.int<u, 32>>
  %c = cir.get_global @counter : !cir.ptr<!cir.int<s, 32>>
  %one = cir.const #cir.int<1> : !cir.int<u, 64>
  %next = cir.ptr_stride(%c : !cir.ptr<!cir.int<s, 32>>, %one : !cir.int<u, 64>), !cir.ptr<!cir.int<s, 32>>
  %o = cir.get_global @origin : !cir.ptr<!cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>>
  %y = cir.get_member %o[1] : !cir.ptr<!cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.double>
  %u = cir.alloca !cir.struct<union "U" {!cir.int<s, 64>, !cir.double}>, !cir.ptr<!cir.struct<union "U" {!cir.int<s, 64>, !cir.double}>>, ["u"]
  %ud = cir.get_member %u[1] {name = "d"} : !cir.ptr<!cir.struct<union "U" {!cir.int<s, 64>, !cir.double}>> -> !cir.ptr<!cir.double>
  %half = cir.const #cir.fp<5.000000e-01> : !cir.double
  cir.store %half, %ud : !cir.double, !cir.ptr<!cir.double>
  cir.return
}
