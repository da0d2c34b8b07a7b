// The cir.va ops round-trip, survive canonicalize and cse (they read and
// write the va_list), and lower to LLVM IR that LLVM 14 verifies: the
// start/end/copy intrinsics and the x86-64 reading of va_arg (the
// register save area while gp_offset < 48, else the overflow area).
// RUN: strata-opt %s | strata-opt | filecheck %s
// RUN: strata-opt --canonicalize --cse %s | filecheck --check-prefix=CANON %s
// RUN: strata-opt --convert-cir-to-llvm %s | strata-translate --mlir-to-llvmir | opt -verify -S | filecheck --check-prefix=LLVM %s

// CHECK-LABEL: cir.func @sum2(%arg0: !cir.int<s, 32>, ...) -> !cir.int<s, 32>
// CHECK: cir.va.start %[[AP:.*]] : !cir.ptr<!cir.int<s, 8>>
// CHECK: cir.va.copy %[[AP]] to %[[CP:.*]] : !cir.ptr<!cir.int<s, 8>>, !cir.ptr<!cir.int<s, 8>>
// CHECK: cir.va.arg %[[AP]] : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
// CHECK: cir.va.arg %[[CP]] : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
// CHECK: cir.va.end %[[CP]] : !cir.ptr<!cir.int<s, 8>>
// CHECK: cir.va.end %[[AP]] : !cir.ptr<!cir.int<s, 8>>
// CANON-COUNT-2: cir.va.arg
// LLVM-LABEL: define i32 @sum2(i32 %0, ...)
// LLVM: call void @llvm.va_start(i8*
// LLVM: call void @llvm.va_copy(i8*
// LLVM: icmp ult i32 %{{.*}}, 48
// LLVM-NOT: va_arg
// LLVM: call void @llvm.va_end(i8*
cir.func @sum2(%n: !cir.int<s, 32>, ...) -> !cir.int<s, 32> {
  %t1 = cir.alloca !cir.array<!cir.int<s, 8> x 24>, !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>, ["va_list"] {alignment = 16 : i64}
  %t2 = cir.alloca !cir.array<!cir.int<s, 8> x 24>, !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>, ["va_list"] {alignment = 16 : i64}
  %ap = cir.cast(array_to_ptrdecay, %t1 : !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>), !cir.ptr<!cir.int<s, 8>>
  %cp = cir.cast(array_to_ptrdecay, %t2 : !cir.ptr<!cir.array<!cir.int<s, 8> x 24>>), !cir.ptr<!cir.int<s, 8>>
  cir.va.start %ap : !cir.ptr<!cir.int<s, 8>>
  cir.va.copy %ap to %cp : !cir.ptr<!cir.int<s, 8>>, !cir.ptr<!cir.int<s, 8>>
  %a = cir.va.arg %ap : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
  %b = cir.va.arg %cp : (!cir.ptr<!cir.int<s, 8>>) -> !cir.int<s, 32>
  cir.va.end %cp : !cir.ptr<!cir.int<s, 8>>
  cir.va.end %ap : !cir.ptr<!cir.int<s, 8>>
  %s = cir.binop(add, %a, %b) : !cir.int<s, 32>
  cir.return %s : !cir.int<s, 32>
}
