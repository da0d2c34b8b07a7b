module {
  llvm.func @f() {
    omp.parallel {
      omp.terminator
    }
    llvm.return
  }
}
