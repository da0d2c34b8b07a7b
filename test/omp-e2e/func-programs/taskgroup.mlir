// taskgroup at the func level: programs/taskgroup.mlir written with func,
// arith and scf (the tasks created in an scf.for inside omp.taskgroup),
// memory as llvm ops on !llvm.ptr. It prints the same lines, so
// programs/taskgroup.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_ch("taskgroup: children done at its end\00") : !llvm.array<36 x i8>
llvm.mlir.global internal constant @l_gch("taskgroup: grandchildren done at its end\00") : !llvm.array<41 x i8>

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
  %children = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %grandchildren = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  llvm.store %c0, %children : i32, !llvm.ptr
  llvm.store %c0, %grandchildren : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.single {
      omp.taskgroup {
        %i0 = arith.constant 0 : index
        %i1 = arith.constant 1 : index
        %i8 = arith.constant 8 : index
        scf.for %i = %i0 to %i8 step %i1 {
          // task shared(children, grandchildren)
          omp.task {
            // task shared(grandchildren) { usleep(5000); atomic grandchildren += 1; }
            omp.task {
              %us = arith.constant 5000 : i32
              %r = func.call @usleep(%us) : (i32) -> i32
              omp.atomic.update %grandchildren : !llvm.ptr {
              ^bb0(%old: i32):
                %c1 = arith.constant 1 : i32
                %new = arith.addi %old, %c1 : i32
                omp.yield(%new : i32)
              }
              omp.terminator
            }
            // atomic children += 1;
            omp.atomic.update %children : !llvm.ptr {
            ^bb0(%old: i32):
              %c1 = arith.constant 1 : i32
              %new = arith.addi %old, %c1 : i32
              omp.yield(%new : i32)
            }
            omp.terminator
          }
        }
        omp.terminator
      }
      %l1 = llvm.mlir.addressof @l_ch : !llvm.ptr
      func.call @print(%l1, %children) : (!llvm.ptr, !llvm.ptr) -> ()
      %l2 = llvm.mlir.addressof @l_gch : !llvm.ptr
      func.call @print(%l2, %grandchildren) : (!llvm.ptr, !llvm.ptr) -> ()
      omp.terminator
    }
    omp.terminator
  }
  return %c0 : i32
}
