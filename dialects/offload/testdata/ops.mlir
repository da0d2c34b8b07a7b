// Every offload op, in cir as the omp-to-offload lowering produces it.
module attributes {offload.requires = #offload<requires unified_address, unified_shared_memory>} {
  cir.global external @x : !cir.array<!cir.double x 8> {alignment = 8 : i64}
  cir.global external constant @x.omp_ref = #cir.global_view<@x> : !cir.ptr<!cir.array<!cir.double x 8>>
  cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
    cir.return
  }
  cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
    cir.return
  }
  cir.func @f(%a: !cir.ptr<!cir.double>, %pp: !cir.ptr<!cir.ptr<!cir.double>>, %n: i64, %v: !cir.int<s, 32>, %d: i32, %c: i1, %t: i32) {
    %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(always, tofrom) name("a[0:n]")
    %s = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(implicit, to) parent(%m) attach(%pp : !cir.ptr<!cir.ptr<!cir.double>>)
    %z = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(alloc)
    %e = offload.data_begin device(%d) if(%c) maps(%m, %s)
    %da = offload.device_addr %e, %m : !cir.ptr<!cir.double>
    %tr = offload.translate %a device(%d) : !cir.ptr<!cir.double>
    offload.launch @k(%m, %v : !offload.map, !cir.int<s, 32>) host_fallback(@k.host) env(%e) device(%d) if(%c) num_teams(%t) thread_limit(%t) nowait depend(in %a : !cir.ptr<!cir.double>, inout %pp : !cir.ptr<!cir.ptr<!cir.double>>)
    offload.launch @k(%da, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
    offload.data_end %e
    %e2 = offload.data_begin maps()
    offload.data_end %e2
    offload.enter_data maps(%z)
    %up = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(present, from)
    offload.update device(%d) maps(%up) nowait depend(out %a : !cir.ptr<!cir.double>)
    %del = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(from, delete)
    offload.exit_data if(%c) maps(%del) {note = "an extra attribute"}
    cir.return
  }
  offload.entries [@k : kernel, @x : global(@x.omp_ref)]
}
