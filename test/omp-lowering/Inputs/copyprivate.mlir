module {
  llvm.func @copy_i32(%dst: !llvm.ptr, %src: !llvm.ptr) {
    llvm.return
  }
  llvm.func @f(%x: !llvm.ptr) {
    omp.single copyprivate(%x -> @copy_i32 : !llvm.ptr) {
      omp.terminator
    }
    llvm.return
  }
}
