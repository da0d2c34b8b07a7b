// Malformed omp_lower.gtid_arg marks (microtask-gtid.mlir).
module {
  llvm.func @not_int(%tid: !llvm.ptr) attributes {omp_lower.gtid_arg = "first"} {
    omp.barrier
    llvm.return
  }
  llvm.func @out_of_range(%tid: !llvm.ptr, %btid: !llvm.ptr) attributes {omp_lower.gtid_arg = 2 : i64} {
    omp.barrier
    llvm.return
  }
  llvm.func @not_ptr(%tid: i32) attributes {omp_lower.gtid_arg = 0 : i64} {
    omp.barrier
    llvm.return
  }
}
