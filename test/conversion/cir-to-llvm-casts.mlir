// convert-cir-to-llvm lowers every cir.cast kind with C's semantics.
// RUN: strata-opt --convert-cir-to-llvm %s | filecheck %s

// integral: truncate, or extend by the source's signedness; same width
// (a signedness change) is the value itself.
// CHECK-LABEL: llvm.func @integral(%arg0: i32, %arg1: i8) -> i32
// CHECK-NEXT:    llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT:    llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:    llvm.zext %arg1 : i8 to i32
// CHECK-NEXT:    llvm.return %arg0 : i32
cir.func @integral(%s: !cir.int<s, 32>, %u: !cir.int<u, 8>) -> !cir.int<u, 32> {
  %0 = cir.cast(integral, %s : !cir.int<s, 32>), !cir.int<s, 16>
  %1 = cir.cast(integral, %s : !cir.int<s, 32>), !cir.int<u, 64>
  %2 = cir.cast(integral, %u : !cir.int<u, 8>), !cir.int<s, 32>
  %3 = cir.cast(integral, %s : !cir.int<s, 32>), !cir.int<u, 32>
  cir.return %3 : !cir.int<u, 32>
}

// floating: fptrunc and fpext, long double included.
// CHECK-LABEL: llvm.func @floating(%arg0: f64)
// CHECK-NEXT:    llvm.fptrunc %arg0 : f64 to f32
// CHECK-NEXT:    llvm.fpext %arg0 : f64 to f80
cir.func @floating(%d: !cir.double) {
  %0 = cir.cast(floating, %d : !cir.double), !cir.float
  %1 = cir.cast(floating, %d : !cir.double), !cir.long_double
  cir.return
}

// int <-> float by signedness; float to int truncates toward zero.
// CHECK-LABEL: llvm.func @int_float(%arg0: i32, %arg1: i64, %arg2: f64)
// CHECK-NEXT:    llvm.sitofp %arg0 : i32 to f64
// CHECK-NEXT:    llvm.uitofp %arg1 : i64 to f32
// CHECK-NEXT:    llvm.fptosi %arg2 : f64 to i32
// CHECK-NEXT:    llvm.fptoui %arg2 : f64 to i64
cir.func @int_float(%i: !cir.int<s, 32>, %u: !cir.int<u, 64>, %d: !cir.double) {
  %0 = cir.cast(int_to_float, %i : !cir.int<s, 32>), !cir.double
  %1 = cir.cast(int_to_float, %u : !cir.int<u, 64>), !cir.float
  %2 = cir.cast(float_to_int, %d : !cir.double), !cir.int<s, 32>
  %3 = cir.cast(float_to_int, %d : !cir.double), !cir.int<u, 64>
  cir.return
}

// To bool: != 0 (for floats unordered, so NaN is true); from bool: zext
// and uitofp.
// CHECK-LABEL: llvm.func @bools(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: i1)
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.icmp "ne" %arg0, %[[Z]] : i32
// CHECK-NEXT:    %[[FZ:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:    llvm.fcmp "une" %arg1, %[[FZ]] : f32
// CHECK-NEXT:    %[[N:.*]] = llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    llvm.icmp "ne" %arg2, %[[N]] : !llvm.ptr
// CHECK-NEXT:    llvm.zext %arg3 : i1 to i32
// CHECK-NEXT:    llvm.uitofp %arg3 : i1 to f64
cir.func @bools(%i: !cir.int<s, 32>, %f: !cir.float, %p: !cir.ptr<!cir.int<s, 32>>, %b: !cir.bool) {
  %0 = cir.cast(int_to_bool, %i : !cir.int<s, 32>), !cir.bool
  %1 = cir.cast(float_to_bool, %f : !cir.float), !cir.bool
  %2 = cir.cast(ptr_to_bool, %p : !cir.ptr<!cir.int<s, 32>>), !cir.bool
  %3 = cir.cast(bool_to_int, %b : !cir.bool), !cir.int<s, 32>
  %4 = cir.cast(bool_to_float, %b : !cir.bool), !cir.double
  cir.return
}

// Pointer casts: decay and bitcast are the pointer itself (all pointers
// are !llvm.ptr); a null constant becomes llvm.mlir.null; int <-> ptr.
// CHECK-LABEL: llvm.func @pointers(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.mlir.null : !llvm.ptr
// CHECK-NEXT:    llvm.inttoptr %arg1 : i64 to !llvm.ptr
// CHECK-NEXT:    llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK-NEXT:    llvm.return %arg0 : !llvm.ptr
cir.func @pointers(%a: !cir.ptr<!cir.array<!cir.int<s, 32> x 8>>, %n: !cir.int<u, 64>) -> !cir.ptr<!cir.int<u, 8>> {
  %0 = cir.cast(array_to_ptrdecay, %a : !cir.ptr<!cir.array<!cir.int<s, 32> x 8>>), !cir.ptr<!cir.int<s, 32>>
  %1 = cir.cast(bitcast, %0 : !cir.ptr<!cir.int<s, 32>>), !cir.ptr<!cir.int<u, 8>>
  %z = cir.const #cir.int<0> : !cir.int<s, 32>
  %2 = cir.cast(null_to_ptr, %z : !cir.int<s, 32>), !cir.ptr<!cir.double>
  %3 = cir.cast(int_to_ptr, %n : !cir.int<u, 64>), !cir.ptr<!cir.double>
  %4 = cir.cast(ptr_to_int, %a : !cir.ptr<!cir.array<!cir.int<s, 32> x 8>>), !cir.int<u, 64>
  cir.return %1 : !cir.ptr<!cir.int<u, 8>>
}
