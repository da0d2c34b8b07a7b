// single at the func level: programs/single.mlir written with func, arith
// and scf (the wait an scf.while), memory as llvm ops on !llvm.ptr. It
// prints the same lines, so programs/single.c and its CHECK lines apply.

// static volatile int past_single;
llvm.mlir.global internal @past_single(0 : i32) : i32
llvm.mlir.global internal constant @l_runs("single: runs in 10 encounters\00") : !llvm.array<30 x i8>
llvm.mlir.global internal constant @l_saw("single: threads that saw each single's write after it\00") : !llvm.array<54 x i8>
llvm.mlir.global internal constant @l_nwruns("single nowait: runs\00") : !llvm.array<20 x i8>
llvm.mlir.global internal constant @l_nwsaw("single nowait: its thread saw the 3 others past it\00") : !llvm.array<51 x i8>

func.func private @omp_get_thread_num() -> i32
func.func private @usleep(i32) -> i32
// void report_count(const char *, int *); void report_int(const char *, long)
func.func private @report_count(!llvm.ptr, !llvm.ptr)
func.func private @report_int(!llvm.ptr, i64)

// for (int n = 0; n < 20000 && past_single < 3; n++) usleep(100);
// return past_single >= 3;
func.func private @wait_for_the_others() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c100 = arith.constant 100 : i32
  %limit = arith.constant 20000 : i32
  %past = llvm.mlir.addressof @past_single : !llvm.ptr
  %last = scf.while (%n = %c0) : (i32) -> i32 {
    %more = arith.cmpi slt, %n, %limit : i32
    %go = scf.if %more -> (i1) {
      %p = llvm.load volatile %past : !llvm.ptr -> i32
      %notyet = arith.cmpi slt, %p, %c3 : i32
      scf.yield %notyet : i1
    } else {
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.condition(%go) %n : i32
  } do {
  ^bb0(%n: i32):
    %r = func.call @usleep(%c100) : (i32) -> i32
    %n1 = arith.addi %n, %c1 : i32
    scf.yield %n1 : i32
  }
  %p = llvm.load volatile %past : !llvm.ptr -> i32
  %done = arith.cmpi sge, %p, %c3 : i32
  %r = arith.extui %done : i1 to i32
  return %r : i32
}

func.func private @print(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %runs = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %value = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %saw_every_value = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %nowait_runs = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %saw = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %c0, %runs : i32, !llvm.ptr
  llvm.store %c0, %value : i32, !llvm.ptr
  llvm.store %zeros, %saw_every_value : !llvm.array<16 x i32>, !llvm.ptr
  llvm.store %c0, %nowait_runs : i32, !llvm.ptr
  llvm.store %c0, %saw : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %c100 = arith.constant 100 : i32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i10 = arith.constant 10 : index
    %good = scf.for %round = %i0 to %i10 step %i1 iter_args(%g = %c0) -> (i32) {
      %r = arith.index_cast %round : index to i32
      %want = arith.addi %r, %c100 : i32
      // single { runs = runs + 1; value = round + 100; }
      omp.single {
        %n = llvm.load %runs : !llvm.ptr -> i32
        %n1 = arith.addi %n, %c1 : i32
        llvm.store %n1, %runs : i32, !llvm.ptr
        llvm.store %want, %value : i32, !llvm.ptr
        omp.terminator
      }
      // good += value == round + 100;
      %v = llvm.load %value : !llvm.ptr -> i32
      %ok = arith.cmpi eq, %v, %want : i32
      %oki = arith.extui %ok : i1 to i32
      %g2 = arith.addi %g, %oki : i32
      omp.barrier
      scf.yield %g2 : i32
    }
    %c10 = arith.constant 10 : i32
    %all = arith.cmpi eq, %good, %c10 : i32
    %alli = arith.extui %all : i1 to i32
    %t = func.call @omp_get_thread_num() : () -> i32
    %slot = llvm.getelementptr %saw_every_value[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %alli, %slot : i32, !llvm.ptr
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_runs : !llvm.ptr
  func.call @print(%l1, %runs) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_saw : !llvm.ptr
  func.call @report_count(%l2, %saw_every_value) : (!llvm.ptr, !llvm.ptr) -> ()
  omp.parallel num_threads(%nt : i32) {
    // single nowait { nowait_runs = nowait_runs + 1; saw = wait_for_the_others(); }
    omp.single nowait {
      %n = llvm.load %nowait_runs : !llvm.ptr -> i32
      %n1 = arith.addi %n, %c1 : i32
      llvm.store %n1, %nowait_runs : i32, !llvm.ptr
      %s = func.call @wait_for_the_others() : () -> i32
      llvm.store %s, %saw : i32, !llvm.ptr
      omp.terminator
    }
    // critical { past_single = past_single + 1; }
    omp.critical {
      %past = llvm.mlir.addressof @past_single : !llvm.ptr
      %p = llvm.load volatile %past : !llvm.ptr -> i32
      %p1 = arith.addi %p, %c1 : i32
      llvm.store volatile %p1, %past : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  %l3 = llvm.mlir.addressof @l_nwruns : !llvm.ptr
  func.call @print(%l3, %nowait_runs) : (!llvm.ptr, !llvm.ptr) -> ()
  %l4 = llvm.mlir.addressof @l_nwsaw : !llvm.ptr
  func.call @print(%l4, %saw) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
