// task at the func level: programs/task.mlir written with func, arith and
// scf, memory as llvm ops on !llvm.ptr. The loop is an scf.for; firstprivate
// takes a variable, so each iteration stores its counter in the local i,
// which the task copies when it is created. It prints the same lines, so
// programs/task.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_complete("tasks complete with their own i when taskwait returned\00") : !llvm.array<55 x i8>
llvm.mlir.global internal constant @l_once("tasks that ran exactly once\00") : !llvm.array<28 x i8>
llvm.mlir.global internal constant @l_undeferred("if(0) task complete when the construct ended\00") : !llvm.array<45 x i8>

func.func private @usleep(i32) -> i32
// void report_int(const char *, long)
func.func private @report_int(!llvm.ptr, i64)

// firstprivate(i): the task's own int, copied when the task is created.
omp.private {type = firstprivate} @i.firstprivatizer : i32 copy {
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
  %runs = llvm.alloca %one x !llvm.array<20 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %values = llvm.alloca %one x !llvm.array<20 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %complete = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %once = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %undeferred = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zeros = llvm.mlir.zero : !llvm.array<20 x i32>
  llvm.store %zeros, %runs : !llvm.array<20 x i32>, !llvm.ptr
  llvm.store %zeros, %values : !llvm.array<20 x i32>, !llvm.ptr
  llvm.store %c0, %complete : i32, !llvm.ptr
  llvm.store %c0, %once : i32, !llvm.ptr
  llvm.store %c0, %undeferred : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  %false = arith.constant false
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      %i = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %flag = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i20 = arith.constant 20 : index
      // for (int i = 0; i < 20; i++) task firstprivate(i) shared(runs, values)
      scf.for %it = %i0 to %i20 step %i1 {
        %iv = arith.index_cast %it : index to i32
        llvm.store %iv, %i : i32, !llvm.ptr
        omp.task private(@i.firstprivatizer %i -> %pi : !llvm.ptr) {
          %k = llvm.load %pi : !llvm.ptr -> i32
          // usleep(500 * (i % 4));
          %c4 = arith.constant 4 : i32
          %c500 = arith.constant 500 : i32
          %m = arith.remsi %k, %c4 : i32
          %d = arith.muli %c500, %m : i32
          %r = func.call @usleep(%d) : (i32) -> i32
          // runs[i] = runs[i] + 1; values[i] = i * i + 1;
          %rslot = llvm.getelementptr %runs[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<20 x i32>
          %n = llvm.load %rslot : !llvm.ptr -> i32
          %n1 = arith.addi %n, %c1 : i32
          llvm.store %n1, %rslot : i32, !llvm.ptr
          %kk = arith.muli %k, %k : i32
          %v = arith.addi %kk, %c1 : i32
          %vslot = llvm.getelementptr %values[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<20 x i32>
          llvm.store %v, %vslot : i32, !llvm.ptr
          omp.terminator
        }
      }
      omp.taskwait
      // for (int i = 0; i < 20; i++) { complete += values[i] == i * i + 1; once += runs[i] == 1; }
      %counts:2 = scf.for %it = %i0 to %i20 step %i1 iter_args(%cv = %c0, %ov = %c0) -> (i32, i32) {
        %iv = arith.index_cast %it : index to i32
        %vslot = llvm.getelementptr %values[0, %iv] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<20 x i32>
        %v = llvm.load %vslot : !llvm.ptr -> i32
        %ii = arith.muli %iv, %iv : i32
        %want = arith.addi %ii, %c1 : i32
        %vok = arith.cmpi eq, %v, %want : i32
        %voki = arith.extui %vok : i1 to i32
        %cv2 = arith.addi %cv, %voki : i32
        %rslot = llvm.getelementptr %runs[0, %iv] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<20 x i32>
        %n = llvm.load %rslot : !llvm.ptr -> i32
        %nok = arith.cmpi eq, %n, %c1 : i32
        %noki = arith.extui %nok : i1 to i32
        %ov2 = arith.addi %ov, %noki : i32
        scf.yield %cv2, %ov2 : i32, i32
      }
      llvm.store %counts#0, %complete : i32, !llvm.ptr
      llvm.store %counts#1, %once : i32, !llvm.ptr
      // int flag = 0; task if(0) shared(flag) { usleep(20000); flag = 1; } undeferred = flag;
      llvm.store %c0, %flag : i32, !llvm.ptr
      omp.task if(%false) {
        %us = arith.constant 20000 : i32
        %r = func.call @usleep(%us) : (i32) -> i32
        llvm.store %c1, %flag : i32, !llvm.ptr
        omp.terminator
      }
      %f = llvm.load %flag : !llvm.ptr -> i32
      llvm.store %f, %undeferred : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_complete : !llvm.ptr
  func.call @print(%l1, %complete) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_once : !llvm.ptr
  func.call @print(%l2, %once) : (!llvm.ptr, !llvm.ptr) -> ()
  %l3 = llvm.mlir.addressof @l_undeferred : !llvm.ptr
  func.call @print(%l3, %undeferred) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
