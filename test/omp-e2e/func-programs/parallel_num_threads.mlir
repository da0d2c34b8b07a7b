// parallel_num_threads at the func level: programs/parallel_num_threads.mlir
// written with func, arith and scf, memory as llvm ops on !llvm.ptr, as
// upstream MLIR writes a program before any conversion. It prints the same
// lines, so programs/parallel_num_threads.c and its CHECK lines apply.

llvm.mlir.global internal @ran(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal @team(dense<0> : tensor<16xi32>) : !llvm.array<16 x i32>
llvm.mlir.global internal constant @l_nt4("num_threads(4)\00") : !llvm.array<15 x i8>
llvm.mlir.global internal constant @l_nt1("num_threads(1)\00") : !llvm.array<15 x i8>
llvm.mlir.global internal constant @l_ntn("num_threads(argc + 2)\00") : !llvm.array<22 x i8>
llvm.mlir.global internal constant @l_nt7("num_threads(7)\00") : !llvm.array<15 x i8>
llvm.mlir.global internal constant @l_sum("shared slots sum\00") : !llvm.array<17 x i8>
llvm.mlir.global internal constant @l_flag("shared flag\00") : !llvm.array<12 x i8>

func.func private @omp_get_thread_num() -> i32
func.func private @omp_get_num_threads() -> i32
// void report_team(const char *, int *, int *); void report_int(const char *, long)
func.func private @report_team(!llvm.ptr, !llvm.ptr, !llvm.ptr)
func.func private @report_int(!llvm.ptr, i64)

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
  %one = llvm.mlir.constant(1 : i64) : i64
  %slots = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %flag = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %zero = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32

  // #pragma omp parallel num_threads(4), the body written out.
  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) {
    %t = func.call @omp_get_thread_num() : () -> i32
    %ran = llvm.mlir.addressof @ran : !llvm.ptr
    %slot = llvm.getelementptr %ran[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    %old = llvm.load %slot : !llvm.ptr -> i32
    %new = arith.addi %old, %c1 : i32
    llvm.store %new, %slot : i32, !llvm.ptr
    %n = func.call @omp_get_num_threads() : () -> i32
    %team = llvm.mlir.addressof @team : !llvm.ptr
    %tslot = llvm.getelementptr %team[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %n, %tslot : i32, !llvm.ptr
    omp.terminator
  }
  %l4 = llvm.mlir.addressof @l_nt4 : !llvm.ptr
  func.call @report(%l4) : (!llvm.ptr) -> ()

  omp.parallel num_threads(%c1 : i32) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_nt1 : !llvm.ptr
  func.call @report(%l1) : (!llvm.ptr) -> ()

  // int n = argc + 2; a team size known only at run time.
  %c2 = arith.constant 2 : i32
  %n = arith.addi %argc, %c2 : i32
  omp.parallel num_threads(%n : i32) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %ln = llvm.mlir.addressof @l_ntn : !llvm.ptr
  func.call @report(%ln) : (!llvm.ptr) -> ()

  // More threads than the machine's cores.
  %c7 = arith.constant 7 : i32
  omp.parallel num_threads(%c7 : i32) {
    func.call @record_thread() : () -> ()
    omp.terminator
  }
  %l7 = llvm.mlir.addressof @l_nt7 : !llvm.ptr
  func.call @report(%l7) : (!llvm.ptr) -> ()

  // int slots[16] = {0}; int flag = 0;
  // #pragma omp parallel num_threads(4) shared(slots, flag)
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %zeros, %slots : !llvm.array<16 x i32>, !llvm.ptr
  llvm.store %zero, %flag : i32, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    %t = func.call @omp_get_thread_num() : () -> i32
    %c10 = arith.constant 10 : i32
    %t10 = arith.muli %c10, %t : i32
    %v = arith.addi %t10, %c1 : i32
    %slot = llvm.getelementptr %slots[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %v, %slot : i32, !llvm.ptr
    %first = arith.cmpi eq, %t, %zero : i32
    scf.if %first {
      %c42 = arith.constant 42 : i32
      llvm.store %c42, %flag : i32, !llvm.ptr
    }
    omp.terminator
  }
  // for (int t = 0; t < 16; t++) sum += slots[t]; the sum carried by the loop.
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i16 = arith.constant 16 : index
  %sum = scf.for %i = %i0 to %i16 step %i1 iter_args(%s = %zero) -> (i32) {
    %i64 = arith.index_cast %i : index to i64
    %slot = llvm.getelementptr %slots[0, %i64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16 x i32>
    %v = llvm.load %slot : !llvm.ptr -> i32
    %s2 = arith.addi %s, %v : i32
    scf.yield %s2 : i32
  }
  %ls = llvm.mlir.addressof @l_sum : !llvm.ptr
  %sum64 = arith.extsi %sum : i32 to i64
  func.call @report_int(%ls, %sum64) : (!llvm.ptr, i64) -> ()
  %lf = llvm.mlir.addressof @l_flag : !llvm.ptr
  %fv = llvm.load %flag : !llvm.ptr -> i32
  %fv64 = arith.extsi %fv : i32 to i64
  func.call @report_int(%lf, %fv64) : (!llvm.ptr, i64) -> ()
  return %zero : i32
}
