// The offload dialect lowered for libomptarget (LLVM 16's ABI): each op
// becomes the calls lowering/dsl/specs/libomptarget.dsl declares, with
// the map arrays, the kernel argument descriptor, the host fallback and
// the registration constructor.
// RUN: strata-opt --offload-to-runtime %s | filecheck %s
// RUN: strata-opt --offload-to-runtime=runtime=libomptarget_legacy %s | filecheck --check-prefix=LEGACY %s
// RUN: strata-opt --offload-to-runtime=runtime=host_only %s | filecheck --check-prefix=HOST %s

module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global external constant @g.omp_ref() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @k(%a: !llvm.ptr, %s: i32, %x: f64) attributes {offload.kernel} {
    llvm.return
  }
  llvm.func @k.host(%a: !llvm.ptr, %s: i32, %x: f64) {
    llvm.return
  }
  // CHECK-LABEL: llvm.func @f(
  llvm.func @f(%p: !llvm.ptr, %n: i64, %s: i32, %x: f64, %d: i32, %c: i1, %t: i32) {
    // A target construct: its environment is mapped by the kernel call.
    // The rows: the map argument (tofrom | TARGET_PARAM = 0x23), then the
    // two values as LITERAL | TARGET_PARAM (0x120).
    // CHECK-NOT: __tgt_target_data_begin_mapper
    // CHECK: llvm.bitcast %{{.*}} : f64 to i64
    // CHECK: llvm.mlir.constant(3 : i32) : i32
    // CHECK: %[[M:.*]] = llvm.mlir.constant(35 : i64) : i64
    // CHECK: llvm.store %[[M]]
    // CHECK: llvm.mlir.constant(288 : i64) : i64
    // CHECK: llvm.mlir.constant(288 : i64) : i64
    // Version 2 of __tgt_kernel_arguments.
    // CHECK: llvm.mlir.constant(2 : i32) : i32
    // CHECK: %[[RC:.*]] = llvm.call @__tgt_target_kernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
    // CHECK: %[[FAIL:.*]] = llvm.icmp "ne" %[[RC]], %{{.*}} : i32
    // CHECK: llvm.cond_br %[[FAIL]], ^[[FB:.*]], ^[[JOIN:.*]]
    // CHECK: ^[[FB]]:
    // CHECK-NEXT: llvm.call @k.host(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, f64) -> ()
    // CHECK: ^[[JOIN]]:
    %m = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(tofrom) name("a[0:n]")
    %e = offload.data_begin maps(%m)
    offload.launch @k(%m, %s, %x : !offload.map, i32, f64) host_fallback(@k.host) env(%e) num_teams(%t) thread_limit(%t)
    offload.data_end %e

    // if(false) runs the host fallback without calling the runtime; the
    // device number is an i64.
    // CHECK: llvm.cond_br %{{.*}}, ^[[THEN:.*]], ^[[ELSE:.*]]
    // CHECK: ^[[THEN]]:
    // CHECK: llvm.sext %{{.*}} : i32 to i64
    // CHECK: llvm.call @__tgt_target_kernel(
    // CHECK: ^[[ELSE]]:
    // CHECK-NEXT: llvm.call @k.host(
    %m1 = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(to)
    %e1 = offload.data_begin maps(%m1)
    offload.launch @k(%m1, %s, %x : !offload.map, i32, f64) host_fallback(@k.host) env(%e1) device(%d) if(%c)
    offload.data_end %e1

    // target data: structured, so its entries say ompx_hold (0x2000):
    // to | hold = 8193.
    // CHECK: llvm.mlir.constant(8193 : i64) : i64
    // CHECK: llvm.call @__tgt_target_data_begin_mapper(
    // CHECK: %[[DA:.*]] = llvm.call @omp_get_mapped_ptr(%{{.*}}, %{{.*}}) : (!llvm.ptr, i32) -> !llvm.ptr
    // CHECK: llvm.call @k(%[[DA]]
    // CHECK: llvm.mlir.constant(8193 : i64) : i64
    // CHECK: llvm.call @__tgt_target_data_end_mapper(
    %m2 = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(to)
    %e2 = offload.data_begin maps(%m2)
    %da = offload.device_addr %e2, %m2 : !llvm.ptr
    llvm.call @k(%da, %s, %x) : (!llvm.ptr, i32, f64) -> ()
    offload.data_end %e2

    // enter data, update with nowait and depend (kmp_depend_info), exit
    // data with delete (from | delete = 10).
    // CHECK: llvm.call @__tgt_target_data_begin_mapper(
    // CHECK: llvm.call @__tgt_target_data_update_nowait_mapper(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr) -> ()
    // CHECK: llvm.mlir.constant(10 : i64) : i64
    // CHECK: llvm.call @__tgt_target_data_end_mapper(
    %m3 = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(alloc)
    offload.enter_data maps(%m3)
    %m4 = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(from)
    offload.update maps(%m4) nowait depend(out %p : !llvm.ptr)
    %m5 = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(from, delete)
    offload.exit_data maps(%m5)
    llvm.return
  }
  offload.entries [@k : kernel, @g : global(@g.omp_ref)]
  // Registration: requires unified_shared_memory is 0x8 in
  // libomptarget's numbering; the entries table pairs the host fallback
  // with the kernel's name, the global with its reference pointer.
  // CHECK: llvm.func internal @".omp_offloading.register"() {
  // CHECK-NEXT: llvm.mlir.constant(8 : i64) : i64
  // CHECK-NEXT: llvm.call @__tgt_register_requires(
  // CHECK: llvm.call @__tgt_register_lib(
  // CHECK: llvm.mlir.global internal constant @".omp_offloading.entries"()
  // CHECK: llvm.mlir.addressof @k.host
  // CHECK: llvm.mlir.addressof @g
  // CHECK: llvm.mlir.constant(4 : i64) : i64
  // CHECK: llvm.mlir.global internal constant @".omp_offloading.descriptor"()
  // CHECK: llvm.mlir.global_ctors {ctors = [@".omp_offloading.register"], priorities = [0 : i32]}
  // CHECK-NOT: offload.
}
// The legacy ABI passes the arrays to __tgt_target_teams_mapper and has
// no ident on the data calls.
// LEGACY: llvm.call @__tgt_target_teams_mapper(
// LEGACY: llvm.call @__tgt_target_data_begin(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// LEGACY: llvm.call @__tgt_target_data_update(
// Without an offload runtime (host_only), a launch calls the host
// version and the data ops vanish; nothing is registered.
// HOST-LABEL: llvm.func @f(
// HOST-NOT: __tgt
// HOST: llvm.call @k.host(
// HOST: llvm.call @k(%arg0,
// HOST-NOT: global_ctors
