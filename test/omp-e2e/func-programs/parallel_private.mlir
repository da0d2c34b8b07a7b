// parallel_private at the func level: programs/parallel_private.mlir
// written with func and arith, memory as llvm ops on !llvm.ptr (the
// privatizer's copy region an llvm load and store). It prints the same
// lines, so programs/parallel_private.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_init("threads whose firstprivate x started at 42\00") : !llvm.array<43 x i8>
llvm.mlir.global internal constant @l_kept("threads whose x and y kept their own values\00") : !llvm.array<44 x i8>
llvm.mlir.global internal constant @l_x("original x after the region\00") : !llvm.array<28 x i8>
llvm.mlir.global internal constant @l_y("original y after the region\00") : !llvm.array<28 x i8>

func.func private @omp_get_thread_num() -> i32
// void report_count(const char *, int *); void report_int(const char *, long)
func.func private @report_count(!llvm.ptr, !llvm.ptr)
func.func private @report_int(!llvm.ptr, i64)

// private(y): a fresh, uninitialized int per thread.
omp.private {type = private} @y.privatizer : i32

// firstprivate(x): a fresh int per thread, copied from the original.
omp.private {type = firstprivate} @x.firstprivatizer : i32 copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  llvm.store %v, %to : i32, !llvm.ptr
  omp.yield(%to : !llvm.ptr)
}

func.func private @print(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %y = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %initialized = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %kept = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c42 = arith.constant 42 : i32
  %cm1 = arith.constant -1 : i32
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %c42, %x : i32, !llvm.ptr
  llvm.store %cm1, %y : i32, !llvm.ptr
  llvm.store %zeros, %initialized : !llvm.array<16 x i32>, !llvm.ptr
  llvm.store %zeros, %kept : !llvm.array<16 x i32>, !llvm.ptr

  %c4 = arith.constant 4 : i32
  omp.parallel num_threads(%c4 : i32) private(@x.firstprivatizer %x -> %px, @y.privatizer %y -> %py : !llvm.ptr, !llvm.ptr) {
    %t = func.call @omp_get_thread_num() : () -> i32
    %k1 = arith.constant 1 : i32
    %k42 = arith.constant 42 : i32
    %k100 = arith.constant 100 : i32
    // initialized[t] = x == 42;
    %x0 = llvm.load %px : !llvm.ptr -> i32
    %is42 = arith.cmpi eq, %x0, %k42 : i32
    %is42i = arith.extui %is42 : i1 to i32
    %islot = llvm.getelementptr %initialized[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %is42i, %islot : i32, !llvm.ptr
    // x += t + 1; y = 100 + t;
    %t1 = arith.addi %t, %k1 : i32
    %x1 = arith.addi %x0, %t1 : i32
    llvm.store %x1, %px : i32, !llvm.ptr
    %y1 = arith.addi %k100, %t : i32
    llvm.store %y1, %py : i32, !llvm.ptr
    omp.barrier
    // kept[t] = x == 43 + t && y == 100 + t;
    %x2 = llvm.load %px : !llvm.ptr -> i32
    %want = arith.addi %t1, %k42 : i32
    %xok = arith.cmpi eq, %x2, %want : i32
    %y2 = llvm.load %py : !llvm.ptr -> i32
    %yok = arith.cmpi eq, %y2, %y1 : i32
    %both = arith.andi %xok, %yok : i1
    %bothi = arith.extui %both : i1 to i32
    %kslot = llvm.getelementptr %kept[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %bothi, %kslot : i32, !llvm.ptr
    omp.terminator
  }

  %l1 = llvm.mlir.addressof @l_init : !llvm.ptr
  func.call @report_count(%l1, %initialized) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_kept : !llvm.ptr
  func.call @report_count(%l2, %kept) : (!llvm.ptr, !llvm.ptr) -> ()
  %l3 = llvm.mlir.addressof @l_x : !llvm.ptr
  func.call @print(%l3, %x) : (!llvm.ptr, !llvm.ptr) -> ()
  %l4 = llvm.mlir.addressof @l_y : !llvm.ptr
  func.call @print(%l4, %y) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
