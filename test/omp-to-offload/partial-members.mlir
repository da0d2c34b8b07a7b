// Members mapped without their struct (partial_map): the struct's entry
// spans from the first member's storage to the end of the last's (a
// pointer member's storage is the pointer), and moves nothing itself. An
// entry that says ptr_and_obj without a parent (pp[i][lo:len]) is based
// at the pointer it attaches.
// RUN: strata-opt --convert-omp-to-offload %s | filecheck %s

!s = !cir.struct<struct "S" {!cir.int<s, 32>, !cir.int<s, 32>, !cir.ptr<!cir.double>}>
module {
  cir.func @f(%s: !cir.ptr<!s>, %pp: !cir.ptr<!cir.ptr<!cir.double>>) {
    %b = cir.get_member %s[1] {name = "b"} : !cir.ptr<!s> -> !cir.ptr<!cir.int<s, 32>>
    %q = cir.get_member %s[2] {name = "q"} : !cir.ptr<!s> -> !cir.ptr<!cir.ptr<!cir.double>>
    %qv = cir.load %q : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %lo = arith.constant 0 : i64
    %hi = arith.constant 3 : i64
    %n = arith.constant 4 : i64
    %one = arith.constant 1 : i64
    %bd = omp.map.bounds lower_bound(%lo : i64) upper_bound(%hi : i64) extent(%n : i64) stride(%one : i64) start_idx(%lo : i64)
    %mb = omp.map.info var_ptr(%b : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(to) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "s.b"}
    %mq = omp.map.info var_ptr(%qv : !cir.ptr<!cir.double>, !cir.double) var_ptr_ptr(%q : !cir.ptr<!cir.ptr<!cir.double>>) map_clauses(to) capture(ByRef) bounds(%bd) -> !cir.ptr<!cir.double> {name = "s.q[:]"}
    %ms = omp.map.info var_ptr(%s : !cir.ptr<!s>, !s) map_clauses(exit_release_or_enter_alloc) capture(ByRef) members(%mb, %mq : [1], [2] : !cir.ptr<!cir.int<s, 32>>, !cir.ptr<!cir.double>) -> !cir.ptr<!s> {name = "s", partial_map}
    omp.target_enter_data map_entries(%ms, %mb, %mq : !cir.ptr<!s>, !cir.ptr<!cir.int<s, 32>>, !cir.ptr<!cir.double>)
    %p = cir.load %pp : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %mp = omp.map.info var_ptr(%p : !cir.ptr<!cir.double>, !cir.double) var_ptr_ptr(%pp : !cir.ptr<!cir.ptr<!cir.double>>) map_clauses(ptr_and_obj, to) capture(ByRef) bounds(%bd) -> !cir.ptr<!cir.double> {name = "pp[:][:]"}
    omp.target_enter_data map_entries(%mp : !cir.ptr<!cir.double>)
    cir.return
  }
}

// The span: from s.b to one past the pointer s.q.
// CHECK:      %[[END:.*]] = cir.ptr_stride(%[[Q:[^ ]*]] : !cir.ptr<!cir.ptr<!cir.double>>, %{{.*}}), !cir.ptr<!cir.ptr<!cir.double>>
// CHECK:      %[[BI:.*]] = cir.cast(ptr_to_int, %[[B:[^ ]*]] : !cir.ptr<!cir.int<s, 32>>)
// CHECK-NEXT: %[[EI:.*]] = cir.cast(ptr_to_int, %[[END]] :
// CHECK:      %[[S:.*]] = offload.map base(%arg0 : {{.*}}) begin(%[[B]] : !cir.ptr<!cir.int<s, 32>>) size(%{{.*}}) type(alloc) name("s")
// CHECK:      offload.map base({{.*}}) {{.*}} type(to) parent(%[[S]]) name("s.b")
// CHECK:      offload.map base({{.*}}) {{.*}} type(to) parent(%[[S]]) attach(%[[Q]] : {{.*}}) name("s.q[:]")
// CHECK:      offload.enter_data maps(
// CHECK:      offload.map base(%arg1 : !cir.ptr<!cir.ptr<!cir.double>>) begin(%{{.*}} : !cir.ptr<!cir.double>) size(%{{.*}}) type(ptr_and_obj, to) attach(%arg1 : !cir.ptr<!cir.ptr<!cir.double>>) name("pp[:][:]")
