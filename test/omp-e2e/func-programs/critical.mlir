// critical at the func level: programs/critical.mlir written with func,
// arith and scf (omp.critical inside scf.for), memory as llvm ops on
// !llvm.ptr. It prints the same lines, so programs/critical.c and its
// CHECK lines apply.

llvm.mlir.global internal constant @l_c("unnamed critical: 4 threads x 2000 increments\00") : !llvm.array<46 x i8>
llvm.mlir.global internal constant @l_a("critical(alpha): 4 threads x 1000 x 2\00") : !llvm.array<38 x i8>
llvm.mlir.global internal constant @l_b("critical(beta): 4 threads x 1000 x 3\00") : !llvm.array<37 x i8>

// void report_int(const char *, long)
func.func private @report_int(!llvm.ptr, i64)
func.func private @sched_yield() -> i32

omp.critical.declare @alpha
omp.critical.declare @beta

func.func private @print(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %counter = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %a = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  llvm.store %c0, %counter : i32, !llvm.ptr
  llvm.store %c0, %a : i32, !llvm.ptr
  llvm.store %c0, %b : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %c1 = arith.constant 1 : i32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i1000 = arith.constant 1000 : index
    %i2000 = arith.constant 2000 : index
    // for (int i = 0; i < 2000; i++) critical { v = counter; sched_yield(); counter = v + 1; }
    scf.for %i = %i0 to %i2000 step %i1 {
      omp.critical {
        %v = llvm.load %counter : !llvm.ptr -> i32
        %y = func.call @sched_yield() : () -> i32
        %v1 = arith.addi %v, %c1 : i32
        llvm.store %v1, %counter : i32, !llvm.ptr
        omp.terminator
      }
    }
    // for (int i = 0; i < 1000; i++) { critical(alpha) { v = a; sched_yield(); a = v + 2; }
    //   critical(beta) { v = b; sched_yield(); b = v + 3; } }
    scf.for %j = %i0 to %i1000 step %i1 {
      omp.critical(@alpha) {
        %v = llvm.load %a : !llvm.ptr -> i32
        %y = func.call @sched_yield() : () -> i32
        %k2 = arith.constant 2 : i32
        %v1 = arith.addi %v, %k2 : i32
        llvm.store %v1, %a : i32, !llvm.ptr
        omp.terminator
      }
      omp.critical(@beta) {
        %v = llvm.load %b : !llvm.ptr -> i32
        %y = func.call @sched_yield() : () -> i32
        %k3 = arith.constant 3 : i32
        %v1 = arith.addi %v, %k3 : i32
        llvm.store %v1, %b : i32, !llvm.ptr
        omp.terminator
      }
    }
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_c : !llvm.ptr
  func.call @print(%l1, %counter) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_a : !llvm.ptr
  func.call @print(%l2, %a) : (!llvm.ptr, !llvm.ptr) -> ()
  %l3 = llvm.mlir.addressof @l_b : !llvm.ptr
  func.call @print(%l3, %b) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
