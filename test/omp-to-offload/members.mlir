// A struct entry with members (omp.map.info's members become entries
// whose parent is the struct's, right after it; they are no kernel
// parameters: the region reaches them through the struct's argument), an
// explicit var_ptr_ptr (attach), and a by-copy array (a firstprivate
// aggregate: an entry with the private bit, a device copy per launch).
// RUN: strata-opt --convert-omp-to-offload %s | filecheck %s

!s = !cir.struct<struct "S" {!cir.int<s, 32>, !cir.ptr<!cir.double>}>
module {
  cir.func @f(%s: !cir.ptr<!s>, %a: !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>) {
    %n = cir.get_member %s[0] {name = "n"} : !cir.ptr<!s> -> !cir.ptr<!cir.int<s, 32>>
    %pp = cir.get_member %s[1] {name = "p"} : !cir.ptr<!s> -> !cir.ptr<!cir.ptr<!cir.double>>
    %p = cir.load %pp : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %mn = omp.map.info var_ptr(%n : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(to) capture(ByRef) -> !cir.ptr<!cir.int<s, 32>> {name = "s.n"}
    %mp = omp.map.info var_ptr(%p : !cir.ptr<!cir.double>, !cir.double) var_ptr_ptr(%pp : !cir.ptr<!cir.ptr<!cir.double>>) map_clauses(tofrom) capture(ByRef) -> !cir.ptr<!cir.double> {name = "s.p[0]"}
    %ms = omp.map.info var_ptr(%s : !cir.ptr<!s>, !s) map_clauses(tofrom) capture(ByRef) members(%mn, %mp : [0], [1] : !cir.ptr<!cir.int<s, 32>>, !cir.ptr<!cir.double>) -> !cir.ptr<!s> {name = "s"}
    %ma = omp.map.info var_ptr(%a : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>, !cir.array<!cir.int<s, 32> x 4>) map_clauses(implicit, to) capture(ByCopy) -> !cir.ptr<!cir.array<!cir.int<s, 32> x 4>> {name = "a"}
    omp.target map_entries(%mn -> %arg0, %ms -> %arg1, %mp -> %arg2, %ma -> %arg3 : !cir.ptr<!cir.int<s, 32>>, !cir.ptr<!s>, !cir.ptr<!cir.double>, !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>) {
      %n2 = cir.get_member %arg1[0] {name = "n"} : !cir.ptr<!s> -> !cir.ptr<!cir.int<s, 32>>
      %v = cir.load %n2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      omp.terminator
    }
    cir.return
  }
}

// The struct comes first although a member is listed before it; the
// members follow with it as their parent, in the struct's order.
// CHECK:      %[[S:.*]] = offload.map base(%arg0 : !cir.ptr<!cir.struct<struct "S" {!cir.int<s, 32>, !cir.ptr<!cir.double>}>>) {{.*}} type(tofrom) name("s")
// CHECK:      %[[N:.*]] = offload.map base(%{{.*}} : !cir.ptr<!cir.int<s, 32>>) {{.*}} type(to) parent(%[[S]]) name("s.n")
// CHECK:      %[[P:.*]] = offload.map base(%{{.*}} : !cir.ptr<!cir.double>) {{.*}} type(tofrom) parent(%[[S]]) attach(%{{.*}} : !cir.ptr<!cir.ptr<!cir.double>>) name("s.p[0]")
// CHECK:      %[[A:.*]] = offload.map base(%arg1 : !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>) {{.*}} type(implicit, private, to) name("a")
// CHECK-NEXT: %[[E:.*]] = offload.data_begin maps(%[[S]], %[[N]], %[[P]], %[[A]])
// CHECK-NEXT: offload.launch @[[K:__omp_offloading_f_l[0-9]+]](%[[S]], %[[A]] : !offload.map, !offload.map) host_fallback(@[[K]].host) env(%[[E]])
// CHECK-NEXT: offload.data_end %[[E]]
// CHECK-NOT:  omp.map.info
// CHECK:      cir.func internal @[[K]](%arg0: !cir.ptr<!cir.struct<struct "S" {!cir.int<s, 32>, !cir.ptr<!cir.double>}>>, %arg1: !cir.ptr<!cir.array<!cir.int<s, 32> x 4>>) attributes {offload.kernel} {
// CHECK-NEXT:   cir.get_member %arg0[0]
