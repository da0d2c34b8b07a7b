// convert-cir-to-llvm: records, unions and globals.
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s

// Scalars take a value attribute (a bool is an i8 in memory); every
// global gets its natural alignment.
// CHECK: llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK: llvm.mlir.global internal @flag(1 : i8) {addr_space = 0 : i32, alignment = 1 : i64} : i8
// CHECK: llvm.mlir.global external constant @pi(3.140000e+00 : f64) {addr_space = 0 : i32, alignment = 8 : i64} : f64
cir.global external @counter = #cir.int<0> : !cir.int<s, 32>
cir.global internal @flag = #cir.bool<true> : !cir.bool
cir.global external constant @pi = #cir.fp<3.14> : !cir.double

// Strings and arrays of numbers: string and dense initializers; a
// zero-filled array is dense<0>.
// CHECK: llvm.mlir.global private constant @".str"("hi\0A\00") {addr_space = 0 : i32, alignment = 1 : i64}{{$}}
// CHECK: llvm.mlir.global external @primes(dense<[2, 3, 5, 0]> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 4 : i64} : !llvm.array<4 x i32>
// CHECK: llvm.mlir.global external @grid(dense<0.000000e+00> : tensor<3x4xf32>) {addr_space = 0 : i32, alignment = 4 : i64} : !llvm.array<3 x array<4 x f32>>
cir.global private constant @".str" = #cir.const_array<"hi\0A\00"> : !cir.array<!cir.int<s, 8> x 4>
cir.global external @primes = #cir.const_array<[#cir.int<2> : !cir.int<s, 32>, #cir.int<3> : !cir.int<s, 32>, #cir.int<5> : !cir.int<s, 32>]> : !cir.array<!cir.int<s, 32> x 4>
cir.global external @grid : !cir.array<!cir.array<!cir.float x 4> x 3>

// A pointer to a global and a struct: an initializer region.
// CHECK:      llvm.mlir.global external @p() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
// CHECK-NEXT:   %[[A:.*]] = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT:   llvm.return %[[A]] : !llvm.ptr
// CHECK-NEXT: }
cir.global external @p = #cir.global_view<@counter> : !cir.ptr<!cir.int<s, 32>>

// A named struct is an identified struct "struct.<name>"; a bool member
// is an i8.
// CHECK:      llvm.mlir.global external @origin() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<"struct.pt", (i32, f64, i8)> {
// CHECK-NEXT:   %[[U:.*]] = llvm.mlir.undef : !llvm.struct<"struct.pt", (i32, f64, i8)>
// CHECK-NEXT:   %[[X:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %[[S0:.*]] = llvm.insertvalue %[[X]], %[[U]][0] : !llvm.struct<"struct.pt", (i32, f64, i8)>
// CHECK-NEXT:   %[[Y:.*]] = llvm.mlir.constant(2.000000e+00 : f64) : f64
// CHECK-NEXT:   %[[S1:.*]] = llvm.insertvalue %[[Y]], %[[S0]][1] : !llvm.struct<"struct.pt", (i32, f64, i8)>
// CHECK-NEXT:   %[[B:.*]] = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:   %[[S2:.*]] = llvm.insertvalue %[[B]], %[[S1]][2] : !llvm.struct<"struct.pt", (i32, f64, i8)>
// CHECK-NEXT:   llvm.return %[[S2]] : !llvm.struct<"struct.pt", (i32, f64, i8)>
// CHECK-NEXT: }
cir.global external @origin = #cir.const_struct<{#cir.int<1> : !cir.int<s, 32>, #cir.fp<2.0> : !cir.double, #cir.bool<true> : !cir.bool}> : !cir.struct<struct "pt" {!cir.int<s, 32>, !cir.double, !cir.bool}>

// A union is a struct of its most aligned member, padded to its size: a
// double and 12 bytes make 16 bytes, a double and 8 bytes of padding. A
// zero-filled one is built member by member.
// CHECK:      llvm.mlir.global internal @u() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<"union.num", (f64, array<8 x i8>)> {
// CHECK-NEXT:   %[[U:.*]] = llvm.mlir.undef : !llvm.struct<"union.num", (f64, array<8 x i8>)>
// CHECK-NEXT:   %[[D:.*]] = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:   %[[U1:.*]] = llvm.insertvalue %[[D]], %[[U]][0]
// CHECK-NEXT:   %[[P:.*]] = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
// CHECK-NEXT:   %[[U2:.*]] = llvm.insertvalue %[[P]], %[[U1]][1]
// CHECK-NEXT:   llvm.return %[[U2]]
// CHECK-NEXT: }
cir.global internal @u : !cir.struct<union "num" {!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>}>

// A self-referential record: the incomplete reference resolves by name
// to the complete record; with opaque pointers the member is a ptr.
// get_member is a getelementptr [0, i] over the struct.
// CHECK-LABEL: llvm.func @next(%arg0: !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %[[M:.*]] = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
// CHECK-NEXT:    %[[N:.*]] = llvm.load %[[M]] {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[V:.*]] = llvm.getelementptr inbounds %[[N]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"struct.node", (i32, ptr)>
// CHECK-NEXT:    llvm.return %[[V]] : !llvm.ptr
cir.func @next(%n: !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>>) -> !cir.ptr<!cir.int<s, 32>> {
  %m = cir.get_member %n[1] {name = "next"} : !cir.ptr<!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>> -> !cir.ptr<!cir.ptr<!cir.struct<struct "node">>>
  %nx = cir.load %m : !cir.ptr<!cir.ptr<!cir.struct<struct "node">>>, !cir.ptr<!cir.struct<struct "node">>
  %v = cir.get_member %nx[0] {name = "value"} : !cir.ptr<!cir.struct<struct "node">> -> !cir.ptr<!cir.int<s, 32>>
  cir.return %v : !cir.ptr<!cir.int<s, 32>>
}

// Every member of a union is at the union's address; an alloca of a union
// or struct has the record's alignment; a struct constant is stored whole.
// CHECK-LABEL: llvm.func @records(%arg0: f64)
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[U:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<"union.num", (f64, array<8 x i8>)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %[[ONE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[S:.*]] = llvm.alloca %[[ONE2]] x !llvm.struct<(i8, i64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    llvm.store %arg0, %[[U]] {alignment = 8 : i64} : f64, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.load %[[U]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.undef : !llvm.struct<(i8, i64)>
// CHECK:         llvm.store %{{.*}}, %[[S]] {alignment = 8 : i64} : !llvm.struct<(i8, i64)>, !llvm.ptr
cir.func @records(%d: !cir.double) {
  %u = cir.alloca !cir.struct<union "num" {!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>}>, !cir.ptr<!cir.struct<union "num" {!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>}>>, ["u"]
  %s = cir.alloca !cir.struct<struct {!cir.int<s, 8>, !cir.int<s, 64>}>, !cir.ptr<!cir.struct<struct {!cir.int<s, 8>, !cir.int<s, 64>}>>, ["s"]
  %ud = cir.get_member %u[1] {name = "d"} : !cir.ptr<!cir.struct<union "num" {!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>}>> -> !cir.ptr<!cir.double>
  cir.store %d, %ud : !cir.double, !cir.ptr<!cir.double>
  %ui = cir.get_member %u[0] {name = "i"} : !cir.ptr<!cir.struct<union "num" {!cir.int<s, 32>, !cir.double, !cir.array<!cir.int<s, 8> x 12>}>> -> !cir.ptr<!cir.int<s, 32>>
  %i = cir.load %ui : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %z = cir.const #cir.zero : !cir.struct<struct {!cir.int<s, 8>, !cir.int<s, 64>}>
  cir.store %z, %s : !cir.struct<struct {!cir.int<s, 8>, !cir.int<s, 64>}>, !cir.ptr<!cir.struct<struct {!cir.int<s, 8>, !cir.int<s, 64>}>>
  cir.return
}
