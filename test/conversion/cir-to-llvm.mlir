// convert-cir-to-llvm: functions, calls, memory, constants, arithmetic
// and comparisons, with C's semantics.
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s --check-prefix=NOCIR
// NOCIR-NOT: cir.

// A declaration, variadic; C's static gives internal linkage.
// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32
cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>

// CHECK-LABEL: llvm.func internal @add(%arg0: i32, %arg1: i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    llvm.return %[[R]] : i32
cir.func internal @add(%a: !cir.int<s, 32>, %b: !cir.int<s, 32>) -> !cir.int<s, 32> {
  %r = cir.binop(add, %a, %b) : !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}

// Direct, variadic and indirect calls; a call without result.
// CHECK-LABEL: llvm.func @calls(%arg0: i32, %arg1: f64)
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.addressof @".str" : !llvm.ptr
// CHECK-NEXT:    %[[A:.*]] = llvm.call @add(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:    %{{.*}} = llvm.call @printf(%[[S]], %[[A]], %arg1) : (!llvm.ptr, i32, f64) -> i32
// CHECK-NEXT:    %[[F:.*]] = llvm.mlir.addressof @add : !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.call %[[F]](%arg0, %arg0)
// CHECK-NEXT:    llvm.call @nothing() : () -> ()
// CHECK-NEXT:    llvm.return
cir.global internal constant @".str" = #cir.const_array<"%d %f\0A\00"> : !cir.array<!cir.int<s, 8> x 7>
cir.func private @nothing()
cir.func @calls(%x: !cir.int<s, 32>, %d: !cir.double) {
  %s = cir.get_global @".str" : !cir.ptr<!cir.array<!cir.int<s, 8> x 7>>
  %fmt = cir.cast(array_to_ptrdecay, %s : !cir.ptr<!cir.array<!cir.int<s, 8> x 7>>), !cir.ptr<!cir.int<s, 8>>
  %a = cir.call @add(%x, %x) : (!cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  %n = cir.call @printf(%fmt, %a, %d) : (!cir.ptr<!cir.int<s, 8>>, !cir.int<s, 32>, !cir.double) -> !cir.int<s, 32>
  %f = cir.get_global @add : !cir.ptr<!cir.func<!cir.int<s, 32> (!cir.int<s, 32>, !cir.int<s, 32>)>>
  %i = cir.call %f(%x, %x) : (!cir.ptr<!cir.func<!cir.int<s, 32> (!cir.int<s, 32>, !cir.int<s, 32>)>>, !cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.call @nothing() : () -> ()
  cir.return
}

// Allocas get a count of one and their natural alignment; a bool is an
// i8 in memory: stores zero-extend it, loads truncate it. volatile stays.
// CHECK-LABEL: llvm.func @memory(%arg0: i1) -> i1
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[B:.*]] = llvm.alloca %[[ONE]] x i8 {alignment = 1 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %[[ONE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[D:.*]] = llvm.alloca %[[ONE2]] x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %[[Z:.*]] = llvm.zext %arg0 : i1 to i8
// CHECK-NEXT:    llvm.store %[[Z]], %[[B]] {alignment = 1 : i64} : i8, !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT:    llvm.store volatile %[[C]], %[[D]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %[[V:.*]] = llvm.load volatile %[[D]] {alignment = 8 : i64} : !llvm.ptr -> f64
// CHECK-NEXT:    %[[L:.*]] = llvm.load %[[B]] {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK-NEXT:    %[[T:.*]] = llvm.trunc %[[L]] : i8 to i1
// CHECK-NEXT:    llvm.return %[[T]] : i1
cir.func @memory(%b: !cir.bool) -> !cir.bool {
  %pb = cir.alloca !cir.bool, !cir.ptr<!cir.bool>, ["b"]
  %pd = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["d"]
  cir.store %b, %pb : !cir.bool, !cir.ptr<!cir.bool>
  %c = cir.const #cir.fp<2.5> : !cir.double
  cir.store volatile %c, %pd : !cir.double, !cir.ptr<!cir.double>
  %v = cir.load volatile %pd : !cir.ptr<!cir.double>, !cir.double
  %r = cir.load %pb : !cir.ptr<!cir.bool>, !cir.bool
  cir.return %r : !cir.bool
}

// ptr_stride: a getelementptr over the pointee, the stride extended to
// i64 by its signedness.
// CHECK-LABEL: llvm.func @strides(%arg0: !llvm.ptr, %arg1: i32, %arg2: i16, %arg3: i64)
// CHECK-NEXT:    %[[S:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %arg0[%[[S]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %[[U:.*]] = llvm.zext %arg2 : i16 to i64
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %arg0[%[[U]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %arg0[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
cir.func @strides(%p: !cir.ptr<!cir.double>, %i: !cir.int<s, 32>, %u: !cir.int<u, 16>, %l: !cir.int<s, 64>) {
  %a = cir.ptr_stride(%p : !cir.ptr<!cir.double>, %i : !cir.int<s, 32>), !cir.ptr<!cir.double>
  %b = cir.ptr_stride(%p : !cir.ptr<!cir.double>, %u : !cir.int<u, 16>), !cir.ptr<!cir.double>
  %c = cir.ptr_stride(%p : !cir.ptr<!cir.double>, %l : !cir.int<s, 64>), !cir.ptr<!cir.double>
  cir.return
}

// Integer arithmetic by signedness: nsw on signed add/sub/mul only,
// sdiv/udiv, srem/urem, ashr/lshr.
// CHECK-LABEL: llvm.func @signed_ops(%arg0: i32, %arg1: i32)
// CHECK-NEXT:    llvm.sub %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    llvm.mul %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.shl %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.and %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.or %arg0, %arg1 : i32
// CHECK-NEXT:    llvm.xor %arg0, %arg1 : i32
cir.func @signed_ops(%a: !cir.int<s, 32>, %b: !cir.int<s, 32>) {
  %0 = cir.binop(sub, %a, %b) : !cir.int<s, 32>
  %1 = cir.binop(mul, %a, %b) : !cir.int<s, 32>
  %2 = cir.binop(div, %a, %b) : !cir.int<s, 32>
  %3 = cir.binop(rem, %a, %b) : !cir.int<s, 32>
  %4 = cir.binop(shr, %a, %b) : !cir.int<s, 32>
  %5 = cir.binop(shl, %a, %b) : !cir.int<s, 32>
  %6 = cir.binop(and, %a, %b) : !cir.int<s, 32>
  %7 = cir.binop(or, %a, %b) : !cir.int<s, 32>
  %8 = cir.binop(xor, %a, %b) : !cir.int<s, 32>
  cir.return
}

// CHECK-LABEL: llvm.func @unsigned_ops(%arg0: i64, %arg1: i64)
// CHECK-NEXT:    llvm.add %arg0, %arg1 : i64
// CHECK-NEXT:    llvm.udiv %arg0, %arg1 : i64
// CHECK-NEXT:    llvm.urem %arg0, %arg1 : i64
// CHECK-NEXT:    llvm.lshr %arg0, %arg1 : i64
cir.func @unsigned_ops(%a: !cir.int<u, 64>, %b: !cir.int<u, 64>) {
  %0 = cir.binop(add, %a, %b) : !cir.int<u, 64>
  %1 = cir.binop(div, %a, %b) : !cir.int<u, 64>
  %2 = cir.binop(rem, %a, %b) : !cir.int<u, 64>
  %3 = cir.binop(shr, %a, %b) : !cir.int<u, 64>
  cir.return
}

// CHECK-LABEL: llvm.func @float_ops(%arg0: f32, %arg1: f32)
// CHECK-NEXT:    llvm.fadd %arg0, %arg1 : f32
// CHECK-NEXT:    llvm.fsub %arg0, %arg1 : f32
// CHECK-NEXT:    llvm.fmul %arg0, %arg1 : f32
// CHECK-NEXT:    llvm.fdiv %arg0, %arg1 : f32
// CHECK-NEXT:    llvm.fneg %arg0 : f32
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:    llvm.fadd %arg0, %[[ONE]] : f32
cir.func @float_ops(%a: !cir.float, %b: !cir.float) {
  %0 = cir.binop(add, %a, %b) : !cir.float
  %1 = cir.binop(sub, %a, %b) : !cir.float
  %2 = cir.binop(mul, %a, %b) : !cir.float
  %3 = cir.binop(div, %a, %b) : !cir.float
  %4 = cir.unary(minus, %a) : !cir.float, !cir.float
  %5 = cir.unary(inc, %a) : !cir.float, !cir.float
  %6 = cir.unary(plus, %a) : !cir.float, !cir.float
  cir.return
}

// Unary ops: -x is 0 - x (nsw when signed), ~x is x ^ -1, !b is b ^ true.
// CHECK-LABEL: llvm.func @unary(%arg0: i32, %arg1: i1) -> i1
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.sub %[[Z]], %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    llvm.xor %arg0, %[[M]] : i32
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[N:.*]] = llvm.xor %arg1, %[[T]] : i1
// CHECK-NEXT:    llvm.return %[[N]] : i1
cir.func @unary(%a: !cir.int<s, 32>, %b: !cir.bool) -> !cir.bool {
  %0 = cir.unary(minus, %a) : !cir.int<s, 32>, !cir.int<s, 32>
  %1 = cir.unary(not, %a) : !cir.int<s, 32>, !cir.int<s, 32>
  %2 = cir.unary(lnot, %b) : !cir.bool, !cir.bool
  cir.return %2 : !cir.bool
}

// Comparisons: by signedness for integers, unsigned for pointers, ordered
// for floats except != (true on NaN, as in C).
// CHECK-LABEL: llvm.func @compare
// CHECK-NEXT:    llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT:    llvm.icmp "ule" %arg1, %arg1 : i8
// CHECK-NEXT:    llvm.icmp "eq" %arg2, %arg2 : !llvm.ptr
// CHECK-NEXT:    llvm.fcmp "oge" %arg3, %arg3 : f64
// CHECK-NEXT:    llvm.fcmp "une" %arg3, %arg3 : f64
// CHECK-NEXT:    %[[S:.*]] = llvm.select %{{.*}}, %arg0, %arg0 : i1, i32
cir.func @compare(%a: !cir.int<s, 32>, %b: !cir.int<u, 8>, %p: !cir.ptr<!cir.int<s, 32>>, %d: !cir.double) {
  %0 = cir.cmp(lt, %a, %a) : !cir.int<s, 32>, !cir.bool
  %1 = cir.cmp(le, %b, %b) : !cir.int<u, 8>, !cir.bool
  %2 = cir.cmp(eq, %p, %p) : !cir.ptr<!cir.int<s, 32>>, !cir.bool
  %3 = cir.cmp(ge, %d, %d) : !cir.double, !cir.bool
  %4 = cir.cmp(ne, %d, %d) : !cir.double, !cir.bool
  %5 = cir.select if %0 then %a else %a : (!cir.bool, !cir.int<s, 32>, !cir.int<s, 32>) -> !cir.int<s, 32>
  cir.return
}

// Scalar constants of every kind.
// CHECK-LABEL: llvm.func @constants()
// CHECK-NEXT:    llvm.mlir.constant(-3 : i32) : i32
// CHECK-NEXT:    llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:    llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:    llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    llvm.mlir.constant(0 : i16) : i16
// CHECK-NEXT:    llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:    llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    llvm.mlir.constant(false) : i1
// CHECK-NEXT:    llvm.mlir.addressof @".str" : !llvm.ptr
cir.func @constants() {
  %0 = cir.const #cir.int<-3> : !cir.int<s, 32>
  %1 = cir.const #cir.int<18446744073709551615> : !cir.int<u, 64>
  %2 = cir.const #cir.fp<1.5> : !cir.float
  %3 = cir.const #cir.bool<true> : !cir.bool
  %4 = cir.const #cir.ptr<null> : !cir.ptr<!cir.int<s, 32>>
  %5 = cir.const #cir.zero : !cir.int<u, 16>
  %6 = cir.const #cir.zero : !cir.double
  %7 = cir.const #cir.zero : !cir.ptr<!cir.double>
  %8 = cir.const #cir.zero : !cir.bool
  %9 = cir.const #cir.global_view<@".str"> : !cir.ptr<!cir.int<s, 8>>
  cir.return
}

// Aggregate constants: arrays of numbers as dense constants (padded with
// zeros), strings as string constants, others by insertvalue chains.
// CHECK-LABEL: llvm.func @aggregate_constants()
// CHECK-NEXT:    llvm.mlir.constant(dense<[1, 2, 0, 0]> : tensor<4xi32>) : !llvm.array<4 x i32>
// CHECK-NEXT:    llvm.mlir.constant("ab\00") : !llvm.array<3 x i8>
// CHECK-NEXT:    llvm.mlir.constant(dense<0.000000e+00> : tensor<2x2xf64>) : !llvm.array<2 x array<2 x f64>>
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x ptr>
// CHECK-NEXT:    %[[N0:.*]] = llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    %[[A0:.*]] = llvm.insertvalue %[[N0]], %[[U]][0] : !llvm.array<2 x ptr>
// CHECK-NEXT:    %[[N1:.*]] = llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    llvm.insertvalue %[[N1]], %[[A0]][1] : !llvm.array<2 x ptr>
cir.func @aggregate_constants() {
  %0 = cir.const #cir.const_array<[#cir.int<1> : !cir.int<s, 32>, #cir.int<2> : !cir.int<s, 32>]> : !cir.array<!cir.int<s, 32> x 4>
  %1 = cir.const #cir.const_array<"ab\00"> : !cir.array<!cir.int<s, 8> x 3>
  %2 = cir.const #cir.zero : !cir.array<!cir.array<!cir.double x 2> x 2>
  %3 = cir.const #cir.zero : !cir.array<!cir.ptr<!cir.double> x 2>
  cir.return
}
