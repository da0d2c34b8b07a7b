// Parser and verifier errors of the offload dialect, one case per split.

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{unknown map type or modifier 'fromto'}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(fromto)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{alloc (or release) maps copy and delete nothing: it cannot go with to, from or delete}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(alloc, to)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{map type 'always' given twice}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(always, always, to)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{expected the 'size' clause of offload.map}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) type(to)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{'base' clause given twice}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  // expected-error@+1 {{expected a dependence kind (in, out or inout), got 'mutexinoutset'}}
  offload.enter_data maps(%m) depend(mutexinoutset %a : !cir.ptr<!cir.double>)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %p: !offload.map) {
  // expected-error@+1 {{'offload.map' op the parent must be a map entry, the result of an offload.map}}
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to) parent(%p)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{'offload.map' op operand #0 must be host pointer (!cir.ptr or !llvm.ptr), but got 'i64'}}
  %m = offload.map base(%n : i64) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(from)
  // expected-error@+1 {{'offload.enter_data' op enter_data copies to the device or allocates: map entry #0 has map type 'from'}}
  offload.enter_data maps(%m)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(delete)
  // expected-error@+1 {{'offload.enter_data' op enter_data copies to the device or allocates: map entry #0 has map type 'delete'}}
  offload.enter_data maps(%m)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(always, to)
  // expected-error@+1 {{'offload.exit_data' op exit_data copies from the device, releases or deletes: map entry #0 has map type 'always, to'}}
  offload.exit_data maps(%m)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  // expected-error@+1 {{'offload.update' op update copies each entry one way: map entry #0 must have map type to or from, not both or neither}}
  offload.update maps(%m)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom, delete)
  // expected-error@+1 {{'offload.data_begin' op a structured data environment deletes nothing: map entry #0 has map type 'tofrom, delete'}}
  %e = offload.data_begin maps(%m)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %p = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to) parent(%p)
  // expected-error@+1 {{'offload.data_begin' op map entry #0 is a member of an entry that does not come before it in the list}}
  %e = offload.data_begin maps(%m, %p)
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  // expected-error@+1 {{'offload.data_begin' op map entry #1 is listed twice}}
  %e = offload.data_begin maps(%m, %m)
  return
}

// -----

func.func @f(%e: !offload.env) {
  // expected-error@+1 {{'offload.data_end' op the environment must be the result of an offload.data_begin}}
  offload.data_end %e
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  %o = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  %e = offload.data_begin maps(%m)
  // expected-error@+1 {{'offload.device_addr' op the map entry is not one of the environment's maps}}
  %d = offload.device_addr %e, %o : !cir.ptr<!cir.double>
  offload.data_end %e
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  // expected-error@+1 {{'offload.translate' op result type '!cir.ptr<!cir.float>' must be the type of the pointer translated, '!cir.ptr<!cir.double>'}}
  %t = "offload.translate"(%a) : (!cir.ptr<!cir.double>) -> !cir.ptr<!cir.float>
  return
}

// -----

func.func @f(%a: !cir.ptr<!cir.double>, %n: i64) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(to)
  %e = offload.data_begin maps(%m)
  // expected-error@+1 {{'offload.device_addr' op result #0 must be host pointer (!cir.ptr or !llvm.ptr), but got 'i64'}}
  %d = offload.device_addr %e, %m : i64
  return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op callee 'notk' is not a kernel: it has no offload.kernel attribute}}
  offload.launch @notk(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op kernel 'k' takes 2 arguments, the launch passes 1}}
  offload.launch @k(%a : !cir.ptr<!cir.double>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op argument #1 has type '!cir.int<s, 64>' but parameter #1 of 'k' has type '!cir.int<s, 32>'}}
  offload.launch @k(%a, %w : !cir.ptr<!cir.double>, !cir.int<s, 64>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op 'nokernel' does not reference a symbol}}
  offload.launch @nokernel(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op 'g' does not reference a function}}
  offload.launch @g(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op host fallback 'other.host' must have the signature of kernel 'k'}}
  offload.launch @k(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@other.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op host fallback 'k' is a kernel; it must be the host version}}
  offload.launch @k(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>) host_fallback(@k)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{expected the 'host_fallback' clause of offload.launch}}
  offload.launch @k(%a, %v : !cir.ptr<!cir.double>, !cir.int<s, 32>)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  // expected-error@+1 {{'offload.launch' op argument #0 is a map entry, which needs the environment it is mapped in (env)}}
  offload.launch @k(%m, %v : !offload.map, !cir.int<s, 32>) host_fallback(@k.host)
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  %o = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  %e = offload.data_begin maps(%o)
  // expected-error@+1 {{'offload.launch' op argument #0 is a map entry that is not one of the environment's maps}}
  offload.launch @k(%m, %v : !offload.map, !cir.int<s, 32>) host_fallback(@k.host) env(%e)
  offload.data_end %e
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  %m = offload.map base(%a : !cir.ptr<!cir.double>) begin(%a : !cir.ptr<!cir.double>) size(%n) type(tofrom)
  %e = offload.data_begin maps(%m)
  // expected-error@+1 {{'offload.launch' op argument #1 is a map entry, passed as a device address, but parameter #1 of 'k' is '!cir.int<s, 32>', not a pointer}}
  offload.launch @k(%a, %m : !cir.ptr<!cir.double>, !offload.map) host_fallback(@k.host) env(%e)
  offload.data_end %e
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op 1 depend variables but 2 dependence kinds}}
  "offload.launch"(%a, %v, %a) {callee = @k, host_fallback = @k.host, depend_kinds = ["in", "out"], operand_segment_sizes = array<i32: 2, 0, 0, 0, 0, 0, 1>} : (!cir.ptr<!cir.double>, !cir.int<s, 32>, !cir.ptr<!cir.double>) -> ()
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
cir.func @f(%a: !cir.ptr<!cir.double>, %n: i64, %v: !cir.int<s, 32>, %w: !cir.int<s, 64>) {
  // expected-error@+1 {{'offload.launch' op operand #2 must be 32-bit signless integer, but got 'i64'}}
  "offload.launch"(%a, %v, %n) {callee = @k, host_fallback = @k.host, operand_segment_sizes = array<i32: 2, 0, 0, 0, 1, 0, 0>} : (!cir.ptr<!cir.double>, !cir.int<s, 32>, i64) -> ()
  cir.return
}

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
// expected-error@+1 {{'offload.entries' op entry #0: 'notk' is not a kernel: it has no offload.kernel attribute}}
offload.entries [@notk : kernel]

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
// expected-error@+1 {{'offload.entries' op entry #0: 'k' is a function, not a global}}
offload.entries [@k : global(@g)]

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
// expected-error@+1 {{'offload.entries' op entry #1: 'g.omp_ref' does not reference a symbol}}
offload.entries [@k : kernel, @g : link(@g.omp_ref)]

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
// expected-error@+1 {{'offload.entries' op entry #1: 'k' is listed twice}}
offload.entries [@k : kernel, @k : kernel]

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
// expected-error@+1 {{expected an entry kind (kernel, global or link), got 'function'}}
offload.entries [@k : function]

// -----

cir.func @k(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) attributes {offload.kernel} {
  cir.return
}
cir.func @k.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @notk(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.int<s, 32>) {
  cir.return
}
cir.func @other.host(%arg0: !cir.ptr<!cir.double>) {
  cir.return
}
cir.global external @g : !cir.double
func.func @f() {
  // expected-error@+1 {{'offload.entries' op expects parent op 'builtin.module'}}
  offload.entries [@k : kernel]
  return
}

// -----

// expected-error@+1 {{unknown requires flag 'unified_memory'}}
module attributes {offload.requires = #offload<requires unified_memory>} {
}

// -----

// expected-error@+1 {{unknown offload type 'mapping'}}
func.func private @f(!offload.mapping)
