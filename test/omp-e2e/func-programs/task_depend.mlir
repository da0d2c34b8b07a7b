// task_depend at the func level: programs/task_depend.mlir written with
// func and arith, the variable the dependences name llvm.alloca'd, memory
// as llvm ops on !llvm.ptr. It prints the same lines, so
// programs/task_depend.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_r1("depend: the in task read\00") : !llvm.array<25 x i8>
llvm.mlir.global internal constant @l_x("depend: x after out then inout\00") : !llvm.array<31 x i8>
llvm.mlir.global internal constant @l_r2("depend: the last in task read\00") : !llvm.array<30 x i8>

func.func private @usleep(i32) -> i32
// void report_int(const char *, long)
func.func private @report_int(!llvm.ptr, i64)

func.func private @print(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %first_read = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %second_read = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  llvm.store %c0, %x : i32, !llvm.ptr
  llvm.store %c0, %first_read : i32, !llvm.ptr
  llvm.store %c0, %second_read : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      // task depend(out: x) { usleep(20000); x = 1; }
      omp.task depend(taskdependout -> %x : !llvm.ptr) {
        %us = arith.constant 20000 : i32
        %r = func.call @usleep(%us) : (i32) -> i32
        %c1 = arith.constant 1 : i32
        llvm.store %c1, %x : i32, !llvm.ptr
        omp.terminator
      }
      // task depend(in: x) first_read = x;
      omp.task depend(taskdependin -> %x : !llvm.ptr) {
        %v = llvm.load %x : !llvm.ptr -> i32
        llvm.store %v, %first_read : i32, !llvm.ptr
        omp.terminator
      }
      // task depend(inout: x) { usleep(10000); x = x * 10 + 2; }
      omp.task depend(taskdependinout -> %x : !llvm.ptr) {
        %us = arith.constant 10000 : i32
        %r = func.call @usleep(%us) : (i32) -> i32
        %v = llvm.load %x : !llvm.ptr -> i32
        %c10 = arith.constant 10 : i32
        %c2 = arith.constant 2 : i32
        %v10 = arith.muli %v, %c10 : i32
        %v2 = arith.addi %v10, %c2 : i32
        llvm.store %v2, %x : i32, !llvm.ptr
        omp.terminator
      }
      // task depend(in: x) second_read = x;
      omp.task depend(taskdependin -> %x : !llvm.ptr) {
        %v = llvm.load %x : !llvm.ptr -> i32
        llvm.store %v, %second_read : i32, !llvm.ptr
        omp.terminator
      }
      omp.taskwait
      omp.terminator
    }
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_r1 : !llvm.ptr
  func.call @print(%l1, %first_read) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_x : !llvm.ptr
  func.call @print(%l2, %x) : (!llvm.ptr, !llvm.ptr) -> ()
  %l3 = llvm.mlir.addressof @l_r2 : !llvm.ptr
  func.call @print(%l3, %second_read) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
