// master_masked at the func level: programs/master_masked.mlir written
// with func and arith, memory as llvm ops on !llvm.ptr. It prints the same
// lines, so programs/master_masked.c and its CHECK lines apply.

llvm.mlir.global internal @ran(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal @team(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal constant @l_master("master\00") : !llvm.array<7 x i8>
llvm.mlir.global internal constant @l_masked("masked\00") : !llvm.array<7 x i8>
llvm.mlir.global internal constant @l_m2("masked filter(2)\00") : !llvm.array<17 x i8>
llvm.mlir.global internal constant @l_mn("masked filter(argc + 2)\00") : !llvm.array<24 x i8>
llvm.mlir.global internal constant @l_m9("masked filter(9)\00") : !llvm.array<17 x i8>

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
  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) {
    omp.master {
      func.call @record_thread() : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  %l_master = llvm.mlir.addressof @l_master : !llvm.ptr
  func.call @report(%l_master) : (!llvm.ptr) -> ()
  omp.parallel num_threads(%c4 : i32) {
    omp.masked {
      func.call @record_thread() : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  %l_masked = llvm.mlir.addressof @l_masked : !llvm.ptr
  func.call @report(%l_masked) : (!llvm.ptr) -> ()
  %f2 = arith.constant 2 : i32
  omp.parallel num_threads(%c4 : i32) {
    omp.masked filter(%f2 : i32) {
      func.call @record_thread() : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  %l_m2 = llvm.mlir.addressof @l_m2 : !llvm.ptr
  func.call @report(%l_m2) : (!llvm.ptr) -> ()
  // int filter = argc + 2; a thread known only at run time.
  %c2 = arith.constant 2 : i32
  %fn = arith.addi %argc, %c2 : i32
  omp.parallel num_threads(%c4 : i32) {
    omp.masked filter(%fn : i32) {
      func.call @record_thread() : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  %l_mn = llvm.mlir.addressof @l_mn : !llvm.ptr
  func.call @report(%l_mn) : (!llvm.ptr) -> ()
  // No such thread in a team of 4: nobody runs it.
  %f9 = arith.constant 9 : i32
  omp.parallel num_threads(%c4 : i32) {
    omp.masked filter(%f9 : i32) {
      func.call @record_thread() : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  %l_m9 = llvm.mlir.addressof @l_m9 : !llvm.ptr
  func.call @report(%l_m9) : (!llvm.ptr) -> ()
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
