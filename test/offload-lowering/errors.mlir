// The offload lowering's errors, located at the op: a construct the
// runtime's spec does not declare, an op outside an llvm.func, a spec
// that names a runtime it does not have.
// RUN: strata-opt --verify-diagnostics --split-input-file --offload-to-runtime="runtime=partial dsl=%S/Inputs/partial.dsl" %s
// RUN: not strata-opt --offload-to-runtime=runtime=nosuch %S/constructs.mlir 2>&1 | filecheck --check-prefix=RT %s
// RT: error: {{.*}}nosuch

llvm.func @k(%a: !llvm.ptr) attributes {offload.kernel} {
  llvm.return
}
llvm.func @k.host(%a: !llvm.ptr) {
  llvm.return
}
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(tofrom)
  %e = offload.data_begin maps(%m)
  // expected-error @+1 {{no declaration}}
  offload.launch @k(%m : !offload.map) host_fallback(@k.host) env(%e)
  offload.data_end %e
  llvm.return
}

// -----

func.func @g(%p: !llvm.ptr, %n: i64) {
  %m = offload.map base(%p : !llvm.ptr) begin(%p : !llvm.ptr) size(%n) type(to)
  // expected-error @+1 {{must be inside an llvm.func to be lowered (run --convert-to-llvm first)}}
  offload.enter_data maps(%m)
  return
}
