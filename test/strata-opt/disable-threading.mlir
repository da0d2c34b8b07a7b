// --mlir-disable-threading runs the nested pipelines on one function at a
// time; the output and the diagnostics are the same as with threads.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize,test-emit-remark))' %s > %t.threads 2>&1
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,canonicalize,test-emit-remark))' --mlir-disable-threading %s > %t.serial 2>&1
// RUN: diff %t.threads %t.serial
// RUN: filecheck %s < %t.serial

func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f2(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f3() {
  return
}

// CHECK: remark: 'func.func' op visited function @f1
// CHECK: remark: 'func.func' op visited function @f2
// CHECK: remark: 'func.func' op visited function @f3
// CHECK: func.func @f1(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
