// Intrinsics as MLIR 16 names them, memory intrinsics and fences.
llvm.func @math(%x: f64, %y: f64, %a: i32, %b: i32) -> f64 {
  %0 = llvm.intr.sqrt(%x) : (f64) -> f64
  %1 = llvm.intr.fabs(%0) : (f64) -> f64
  %2 = llvm.intr.exp(%1) : (f64) -> f64
  %3 = llvm.intr.log(%2) : (f64) -> f64
  %4 = llvm.intr.pow(%3, %y) : (f64, f64) -> f64
  %5 = llvm.intr.sin(%4) : (f64) -> f64
  %6 = llvm.intr.cos(%5) : (f64) -> f64
  %7 = llvm.intr.floor(%6) : (f64) -> f64
  %8 = llvm.intr.ceil(%7) : (f64) -> f64
  %9 = llvm.intr.copysign(%8, %y) : (f64, f64) -> f64
  %10 = llvm.intr.minnum(%9, %y) : (f64, f64) -> f64
  %11 = llvm.intr.maxnum(%10, %y) {fastmathFlags = #llvm.fastmath<fast>} : (f64, f64) -> f64
  %12 = llvm.intr.fma(%11, %x, %y) : (f64, f64, f64) -> f64
  %13 = llvm.intr.fmuladd(%12, %x, %y) : (f64, f64, f64) -> f64
  %14 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %15 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %16 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %17 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %18 = llvm.intr.fabs(%x) : (f64) -> f64
  llvm.return %13 : f64
}
llvm.func @memory(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
  %false = llvm.mlir.constant(false) : i1
  %zero = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memcpy"(%dst, %src, %n, %false) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memset"(%dst, %zero, %n, %false) : (!llvm.ptr, i8, i64, i1) -> ()
  %s = llvm.intr.stacksave : !llvm.ptr
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
