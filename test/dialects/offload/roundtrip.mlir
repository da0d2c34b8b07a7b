// Every offload op and attribute in its custom form; the generic form
// holds the clauses as operand groups and attributes, and both forms read
// back to the same IR.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 | diff - %t.1
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | diff - %t.1
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

module attributes {offload.requires = #offload<requires unified_shared_memory, unified_address>} {
  cir.global external @x : !cir.array<!cir.double x 8> {alignment = 8 : i64}
  cir.global external constant @x.omp_ref = #cir.global_view<@x> : !cir.ptr<!cir.array<!cir.double x 8>>
  cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
    cir.return
  }
  cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
    cir.return
  }
  cir.func @f(%a: !cir.ptr<!cir.double>, %pp: !cir.ptr<!cir.ptr<!cir.double>>, %n: i64, %v: !cir.int<s, 32>, %d: i32, %c: i1, %t: i32) {
    // Clauses may come in any order; they print in a fixed one.
    %m = offload.map type(tofrom, always) base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) name("a[0:n]")
    %s = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(implicit, to) parent(%m) attach(%pp : !cir.ptr<!cir.ptr<!cir.double>>)
    %z = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(release)
    %e = offload.data_begin if(%c) device(%d) maps(%m, %s)
    %da = offload.device_addr %e, %m : !cir.ptr<!cir.double>
    %tr = offload.translate %a device(%d) : !cir.ptr<!cir.double>
    offload.launch @k(%m, %v : !offload.map, !cir.int<s, 32>) host_fallback(@k.host) env(%e) device(%d) if(%c) num_teams(%t) thread_limit(%t) nowait depend(in %a : !cir.ptr<!cir.double>, inout %pp : !cir.ptr<!cir.ptr<!cir.double>>)
    offload.launch @k(%da, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
    offload.data_end %e
    offload.enter_data maps(%z)
    %up = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(present, from)
    offload.update device(%d) maps(%up) nowait depend(out %a : !cir.ptr<!cir.double>)
    %del = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(delete)
    offload.exit_data if(%c) maps(%del)
    cir.return
  }
  offload.entries [@k : kernel, @x : global(@x.omp_ref)]
}

// CHECK:      module attributes {offload.requires = #offload<requires unified_address, unified_shared_memory>} {
// CHECK:        cir.func @f(%[[A:.*]]: !cir.ptr<!cir.double>, %[[PP:.*]]: !cir.ptr<!cir.ptr<!cir.double>>, %[[N:.*]]: i64, %[[V:.*]]: !cir.int<s, 32>, %[[D:.*]]: i32, %[[C:.*]]: i1, %[[T:.*]]: i32) {
// CHECK-NEXT:     %[[M:.*]] = offload.map base(%[[A]] : !cir.ptr<!cir.double>) begin(%[[A]] : !cir.ptr<!cir.double>) size(%[[N]]) type(always, tofrom) name("a[0:n]")
// CHECK-NEXT:     %[[S:.*]] = offload.map base(%[[A]] : !cir.ptr<!cir.double>) begin(%[[A]] : !cir.ptr<!cir.double>) size(%[[N]]) type(implicit, to) parent(%[[M]]) attach(%[[PP]] : !cir.ptr<!cir.ptr<!cir.double>>)
// CHECK-NEXT:     %[[Z:.*]] = offload.map {{.*}} type(alloc)
// CHECK-NEXT:     %[[E:.*]] = offload.data_begin device(%[[D]]) if(%[[C]]) maps(%[[M]], %[[S]])
// CHECK-NEXT:     %[[DA:.*]] = offload.device_addr %[[E]], %[[M]] : !cir.ptr<!cir.double>
// CHECK-NEXT:     offload.translate %[[A]] device(%[[D]]) : !cir.ptr<!cir.double>
// CHECK-NEXT:     offload.launch @k(%[[M]], %[[V]] : !offload.map, !cir.int<s, 32>) host_fallback(@k.host) env(%[[E]]) device(%[[D]]) if(%[[C]]) num_teams(%[[T]]) thread_limit(%[[T]]) nowait depend(in %[[A]] : !cir.ptr<!cir.double>, inout %[[PP]] : !cir.ptr<!cir.ptr<!cir.double>>)
// CHECK-NEXT:     offload.launch @k(%[[DA]], %[[V]] : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
// CHECK-NEXT:     offload.data_end %[[E]]
// CHECK-NEXT:     offload.enter_data maps(%[[Z]])
// CHECK-NEXT:     %[[UP:.*]] = offload.map {{.*}} type(present, from)
// CHECK-NEXT:     offload.update device(%[[D]]) maps(%[[UP]]) nowait depend(out %[[A]] : !cir.ptr<!cir.double>)
// CHECK-NEXT:     %[[DEL:.*]] = offload.map {{.*}} type(delete)
// CHECK-NEXT:     offload.exit_data if(%[[C]]) maps(%[[DEL]])
// CHECK:        offload.entries [@k : kernel, @x : global(@x.omp_ref)]

// GENERIC: "offload.map"(%{{.*}}, %{{.*}}, %{{.*}}) {map_type = #offload<map_type always, tofrom>, name = "a[0:n]", operand_segment_sizes = array<i32: 1, 1, 1, 0, 0>} : (!cir.ptr<!cir.double>, !cir.ptr<!cir.double>, i64) -> !offload.map
// GENERIC: "offload.data_begin"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {operand_segment_sizes = array<i32: 1, 1, 2>} : (i32, i1, !offload.map, !offload.map) -> !offload.env
// GENERIC: "offload.launch"({{.*}}) {callee = @k, depend_kinds = ["in", "inout"], host_fallback = @k.host, nowait, operand_segment_sizes = array<i32: 2, 1, 1, 1, 1, 1, 2>}
// GENERIC: "offload.entries"() {entries = [#offload<entry @k : kernel>, #offload<entry @x : global(@x.omp_ref)>]} : () -> ()
