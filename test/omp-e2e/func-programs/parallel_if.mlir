// parallel_if at the func level: programs/parallel_if.mlir written with
// func and arith, memory as llvm ops on !llvm.ptr. It prints the same lines,
// so programs/parallel_if.c and its CHECK lines apply.

llvm.mlir.global internal @ran(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal @team(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal constant @l_f4("if(false) num_threads(4)\00") : !llvm.array<25 x i8>
llvm.mlir.global internal constant @l_f("if(false)\00") : !llvm.array<10 x i8>
llvm.mlir.global internal constant @l_t3("if(true) num_threads(3)\00") : !llvm.array<24 x i8>

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

func.func @main(%argc: i32, %argv: !llvm.ptr) -> i32 {
  // int yes = argc > 0, no = argc > 100; known only at run time.
  %c0 = arith.constant 0 : i32
  %c100 = arith.constant 100 : i32
  %yes = arith.cmpi sgt, %argc, %c0 : i32
  %no = arith.cmpi sgt, %argc, %c100 : i32
  %c4 = arith.constant 4 : i32
  omp.parallel if(%no) num_threads(%c4 : i32) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_f4 : !llvm.ptr
  func.call @report(%l1) : (!llvm.ptr) -> ()
  omp.parallel if(%no) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l2 = llvm.mlir.addressof @l_f : !llvm.ptr
  func.call @report(%l2) : (!llvm.ptr) -> ()
  %c3 = arith.constant 3 : i32
  omp.parallel if(%yes) num_threads(%c3 : i32) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l3 = llvm.mlir.addressof @l_t3 : !llvm.ptr
  func.call @report(%l3) : (!llvm.ptr) -> ()
  return %c0 : i32
}
