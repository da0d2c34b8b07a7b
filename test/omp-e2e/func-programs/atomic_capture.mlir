// atomic_capture at the func level: programs/atomic_capture.mlir written
// with func, arith and scf (the capture inside scf.for, the sums carried in
// iter_args), the captured variable llvm.alloca'd, memory as llvm ops on
// !llvm.ptr. It prints the same lines, so programs/atomic_capture.c and
// its CHECK lines apply.

llvm.mlir.global internal constant @l_tk("atomic capture: tickets taken\00") : !llvm.array<30 x i8>
llvm.mlir.global internal constant @l_tks("atomic capture: sum of the old values\00") : !llvm.array<38 x i8>

func.func private @omp_get_thread_num() -> i32
// void report_int(const char *, long)
func.func private @report_int(!llvm.ptr, i64)

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %tickets = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %ticket_sum = llvm.alloca %one x !llvm.array<16 x i64> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c0l = arith.constant 0 : i64
  %zeros = llvm.mlir.zero : !llvm.array<16 x i64>
  llvm.store %c0l, %tickets : i64, !llvm.ptr
  llvm.store %zeros, %ticket_sum : !llvm.array<16 x i64>, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    %old = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %x0 = arith.constant 0 : index
    %x1 = arith.constant 1 : index
    %x10000 = arith.constant 10000 : index
    // long sum = 0; for (i = 0; i < 10000; i++) { ...; sum += old; }
    %sum = scf.for %i = %x0 to %x10000 step %x1 iter_args(%s = %c0l) -> (i64) {
      // atomic capture { old = tickets; tickets = tickets + 1; }
      omp.atomic.capture {
        omp.atomic.read %old = %tickets : !llvm.ptr, !llvm.ptr, i64
        omp.atomic.update %tickets : !llvm.ptr {
        ^bb0(%x: i64):
          %k1 = arith.constant 1 : i64
          %x1v = arith.addi %x, %k1 : i64
          omp.yield(%x1v : i64)
        }
        omp.terminator
      }
      %o = llvm.load %old : !llvm.ptr -> i64
      %s2 = arith.addi %s, %o : i64
      scf.yield %s2 : i64
    }
    %t = func.call @omp_get_thread_num() : () -> i32
    %slot = llvm.getelementptr %ticket_sum[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i64>
    llvm.store %sum, %slot : i64, !llvm.ptr
    omp.terminator
  }
  // long all = 0; for (int t = 0; t < 16; t++) all += ticket_sum[t];
  %x0 = arith.constant 0 : index
  %x1 = arith.constant 1 : index
  %x16 = arith.constant 16 : index
  %all = scf.for %t = %x0 to %x16 step %x1 iter_args(%a = %c0l) -> (i64) {
    %ti = arith.index_cast %t : index to i32
    %slot = llvm.getelementptr %ticket_sum[0, %ti] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i64>
    %v = llvm.load %slot : !llvm.ptr -> i64
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  %l1 = llvm.mlir.addressof @l_tk : !llvm.ptr
  %v1 = llvm.load %tickets : !llvm.ptr -> i64
  func.call @report_int(%l1, %v1) : (!llvm.ptr, i64) -> ()
  %l2 = llvm.mlir.addressof @l_tks : !llvm.ptr
  func.call @report_int(%l2, %all) : (!llvm.ptr, i64) -> ()
  return %c0 : i32
}
