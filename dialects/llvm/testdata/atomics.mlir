// Atomics and the stack intrinsics. MLIR 16 prints these in a custom form
// it cannot read back with opaque pointers (the pointer type is left out);
// strata prints MLIR 18's form and reads both.
llvm.func @atomics(%p: !llvm.ptr, %a: i32, %b: i32, %x: f32) -> i32 {
  %0 = llvm.atomicrmw add %p, %a acq_rel : !llvm.ptr, i32
  %1 = llvm.atomicrmw xchg %p, %0 seq_cst : !llvm.ptr, i32
  %2 = llvm.atomicrmw _and %p, %1 monotonic : !llvm.ptr, i32
  %3 = llvm.atomicrmw umax %p, %2 release : !llvm.ptr, i32
  %4 = llvm.atomicrmw fadd %p, %x acquire : !llvm.ptr, f32
  %5 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg %p, %3, %b seq_cst seq_cst : !llvm.ptr, i32
  %7 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i1)> 
  %8 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %8 : !llvm.ptr
  llvm.fence seq_cst
  llvm.return %7 : i32
}
