// barrier at the func level: programs/barrier.mlir written with func,
// arith and scf (the rounds an scf.for with omp.barrier in its body),
// memory as llvm ops on !llvm.ptr. It prints the same line, so
// programs/barrier.c and its CHECK lines apply.

// static volatile int slots[4];
llvm.mlir.global internal @slots(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global internal constant @l_all("threads that saw every write of all 20 rounds\00") : !llvm.array<46 x i8>

func.func private @omp_get_thread_num() -> i32
func.func private @usleep(i32) -> i32
// void report_count(const char *, int *)
func.func private @report_count(!llvm.ptr, !llvm.ptr)

// usleep(100 * t); slots[t] = round * 10 + t;
func.func private @write_slot(%t: i32, %round: i32) {
  %c10 = arith.constant 10 : i32
  %c100 = arith.constant 100 : i32
  %d = arith.muli %c100, %t : i32
  %r = func.call @usleep(%d) : (i32) -> i32
  %r10 = arith.muli %round, %c10 : i32
  %v = arith.addi %r10, %t : i32
  %slots = llvm.mlir.addressof @slots : !llvm.ptr
  %slot = llvm.getelementptr %slots[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store volatile %v, %slot : i32, !llvm.ptr
  return
}

// Returns whether slots[u] == round * 10 + u for every u in [0, 4).
func.func private @saw_round(%round: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c10 = arith.constant 10 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i4 = arith.constant 4 : index
  %slots = llvm.mlir.addressof @slots : !llvm.ptr
  %r10 = arith.muli %round, %c10 : i32
  %seen = scf.for %u = %i0 to %i4 step %i1 iter_args(%s = %c0) -> (i32) {
    %u32 = arith.index_cast %u : index to i32
    %slot = llvm.getelementptr %slots[0, %u32] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load volatile %slot : !llvm.ptr -> i32
    %want = arith.addi %r10, %u32 : i32
    %ok = arith.cmpi eq, %v, %want : i32
    %oki = arith.extui %ok : i1 to i32
    %s2 = arith.addi %s, %oki : i32
    scf.yield %s2 : i32
  }
  %all = arith.cmpi eq, %seen, %c4 : i32
  %alli = arith.extui %all : i1 to i32
  return %alli : i32
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %all_rounds = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %zeros, %all_rounds : !llvm.array<16 x i32>, !llvm.ptr
  %c0 = arith.constant 0 : i32
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %t = func.call @omp_get_thread_num() : () -> i32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i20 = arith.constant 20 : index
    // for (round = 0; round < 20; round++): write, barrier, check, barrier;
    // the count of good rounds carried by the loop.
    %good = scf.for %round = %i0 to %i20 step %i1 iter_args(%g = %c0) -> (i32) {
      %r = arith.index_cast %round : index to i32
      func.call @write_slot(%t, %r) : (i32, i32) -> ()
      omp.barrier
      %ok = func.call @saw_round(%r) : (i32) -> i32
      %g2 = arith.addi %g, %ok : i32
      omp.barrier
      scf.yield %g2 : i32
    }
    %c20 = arith.constant 20 : i32
    %all = arith.cmpi eq, %good, %c20 : i32
    %alli = arith.extui %all : i1 to i32
    %slot = llvm.getelementptr %all_rounds[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %alli, %slot : i32, !llvm.ptr
    omp.terminator
  }
  %l = llvm.mlir.addressof @l_all : !llvm.ptr
  func.call @report_count(%l, %all_rounds) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
