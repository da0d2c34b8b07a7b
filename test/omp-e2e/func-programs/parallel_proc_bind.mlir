// parallel_proc_bind at the func level: programs/parallel_proc_bind.mlir
// written with func and arith, memory as llvm ops on !llvm.ptr. It prints
// the same lines, so programs/parallel_proc_bind.c and its CHECK lines
// apply.

llvm.mlir.global internal @ran(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal @team(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal constant @l_close("proc_bind(close)\00") : !llvm.array<17 x i8>
llvm.mlir.global internal constant @l_spread("proc_bind(spread)\00") : !llvm.array<18 x i8>
llvm.mlir.global internal constant @l_primary("proc_bind(primary)\00") : !llvm.array<19 x i8>

func.func private @omp_get_thread_num() -> i32
func.func private @omp_get_num_threads() -> i32
// void report_team(const char *, int *, int *)
func.func private @report_team(!llvm.ptr, !llvm.ptr, !llvm.ptr)

// ran[t] += 1; team[t] = omp_get_num_threads();
func.func private @record_thread() {
  %t = func.call @omp_get_thread_num() : () -> i32
  %ran = llvm.mlir.addressof @ran : !llvm.ptr
  %slot = llvm.getelementptr %ran[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
  %old = llvm.load %slot : !llvm.ptr -> i32
  %c1 = arith.constant 1 : i32
  %new = arith.addi %old, %c1 : i32
  llvm.store %new, %slot : i32, !llvm.ptr
  %n = func.call @omp_get_num_threads() : () -> i32
  %team = llvm.mlir.addressof @team : !llvm.ptr
  %tslot = llvm.getelementptr %team[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
  llvm.store %n, %tslot : i32, !llvm.ptr
  return
}

func.func private @report(%label: !llvm.ptr) {
  %ran = llvm.mlir.addressof @ran : !llvm.ptr
  %team = llvm.mlir.addressof @team : !llvm.ptr
  func.call @report_team(%label, %ran, %team) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  return
}

func.func @main() -> i32 {
  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) proc_bind(close) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l_close = llvm.mlir.addressof @l_close : !llvm.ptr
  func.call @report(%l_close) : (!llvm.ptr) -> ()
  omp.parallel num_threads(%c4 : i32) proc_bind(spread) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l_spread = llvm.mlir.addressof @l_spread : !llvm.ptr
  func.call @report(%l_spread) : (!llvm.ptr) -> ()
  %c3 = arith.constant 3 : i32
  omp.parallel num_threads(%c3 : i32) proc_bind(primary) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l_primary = llvm.mlir.addressof @l_primary : !llvm.ptr
  func.call @report(%l_primary) : (!llvm.ptr) -> ()
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
