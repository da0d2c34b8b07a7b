// wsloop_collapse at the func level: programs/wsloop_collapse.mlir written
// with func and arith (collapse is several i32 induction variables in one
// omp.loop_nest), memory as llvm ops on !llvm.ptr. It prints the same
// lines, so programs/wsloop_collapse.c and its CHECK lines apply.

llvm.mlir.global internal @hits(dense<0> : tensor<1024xi32>) : !llvm.array<1024 x i32>
llvm.mlir.global internal @owner(dense<0> : tensor<1024xi32>) : !llvm.array<1024 x i32>
llvm.mlir.global internal constant @l_s2("static collapse(2) i in [0, 6), j in [0, 5)\00") : !llvm.array<44 x i8>
llvm.mlir.global internal constant @l_s2neg("static collapse(2) i in [0, 3), j in [10, 0) step -2\00") : !llvm.array<53 x i8>
llvm.mlir.global internal constant @l_s3("static collapse(3) i in [0, 2), j in [0, 3), l in [0, 4)\00") : !llvm.array<57 x i8>
llvm.mlir.global internal constant @l_s2empty("static collapse(2) i in [0, 4), j in [3, 3)\00") : !llvm.array<44 x i8>
llvm.mlir.global internal constant @l_d2("dynamic collapse(2) i in [1, 7], j in [-3, 3]\00") : !llvm.array<46 x i8>

func.func private @omp_get_thread_num() -> i32
// void report_label(const char *);
// void report_loop(int check, int chunk, int nthreads, int *hits, int *owner)
func.func private @report_label(!llvm.ptr)
func.func private @report_loop(i32, i32, i32, !llvm.ptr, !llvm.ptr)

// hits[k] += 1; owner[k] = omp_get_thread_num();
func.func private @record_iteration(%k: i32) {
  %hits = llvm.mlir.addressof @hits : !llvm.ptr
  %hit = llvm.getelementptr %hits[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<1024 x i32>
  %old = llvm.load %hit : !llvm.ptr -> i32
  %c1 = arith.constant 1 : i32
  %new = arith.addi %old, %c1 : i32
  llvm.store %new, %hit : i32, !llvm.ptr
  %t = func.call @omp_get_thread_num() : () -> i32
  %owner = llvm.mlir.addressof @owner : !llvm.ptr
  %own = llvm.getelementptr %owner[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<1024 x i32>
  llvm.store %t, %own : i32, !llvm.ptr
  return
}

// report_label(label); report_loop(check, 0, 4, hits, owner);
func.func private @report(%label: !llvm.ptr, %check: i32) {
  func.call @report_label(%label) : (!llvm.ptr) -> ()
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %hits = llvm.mlir.addressof @hits : !llvm.ptr
  %owner = llvm.mlir.addressof @owner : !llvm.ptr
  func.call @report_loop(%check, %c0, %c4, %hits, %owner) : (i32, i32, i32, !llvm.ptr, !llvm.ptr) -> ()
  return
}

func.func @main() -> i32 {
  %nt = arith.constant 4 : i32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i4 = arith.constant 4 : i32
  %i5 = arith.constant 5 : i32
  %i6 = arith.constant 6 : i32
  %i7 = arith.constant 7 : i32
  %i10 = arith.constant 10 : i32
  %im2 = arith.constant -2 : i32
  %im3 = arith.constant -3 : i32
  %static = arith.constant 0 : i32
  %coverage = arith.constant 3 : i32

  // for i in [0, 6), j in [0, 5): k = i * 5 + j
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i, %j) : i32 = (%i0, %i0) to (%i6, %i5) step (%i1, %i1) {
        %i5x = arith.muli %i, %i5 : i32
        %k = arith.addi %i5x, %j : i32
        func.call @record_iteration(%k) : (i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_s2 : !llvm.ptr
  func.call @report(%l1, %static) : (!llvm.ptr, i32) -> ()

  // for i in [0, 3), j in [10, 0) step -2: k = i * 5 + (10 - j) / 2
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i, %j) : i32 = (%i0, %i10) to (%i3, %i0) step (%i1, %im2) {
        %i5x = arith.muli %i, %i5 : i32
        %d = arith.subi %i10, %j : i32
        %jk = arith.divsi %d, %i2 : i32
        %k = arith.addi %i5x, %jk : i32
        func.call @record_iteration(%k) : (i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l2 = llvm.mlir.addressof @l_s2neg : !llvm.ptr
  func.call @report(%l2, %static) : (!llvm.ptr, i32) -> ()

  // for i in [0, 2), j in [0, 3), l in [0, 4): k = (i * 3 + j) * 4 + l
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i, %j, %l) : i32 = (%i0, %i0, %i0) to (%i2, %i3, %i4) step (%i1, %i1, %i1) {
        %i3x = arith.muli %i, %i3 : i32
        %ij = arith.addi %i3x, %j : i32
        %ij4 = arith.muli %ij, %i4 : i32
        %k = arith.addi %ij4, %l : i32
        func.call @record_iteration(%k) : (i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l3 = llvm.mlir.addressof @l_s3 : !llvm.ptr
  func.call @report(%l3, %static) : (!llvm.ptr, i32) -> ()

  // for i in [0, 4), j in [3, 3): no iteration at all.
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) {
      omp.loop_nest (%i, %j) : i32 = (%i0, %i3) to (%i4, %i3) step (%i1, %i1) {
        %k = arith.addi %i, %j : i32
        func.call @record_iteration(%k) : (i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l4 = llvm.mlir.addressof @l_s2empty : !llvm.ptr
  func.call @report(%l4, %static) : (!llvm.ptr, i32) -> ()

  // for i in [1, 7], j in [-3, 3]: k = (i - 1) * 7 + j + 3
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i, %j) : i32 = (%i1, %im3) to (%i7, %i3) inclusive step (%i1, %i1) {
        %im1 = arith.subi %i, %i1 : i32
        %row = arith.muli %im1, %i7 : i32
        %j3 = arith.addi %j, %i3 : i32
        %k = arith.addi %row, %j3 : i32
        func.call @record_iteration(%k) : (i32) -> ()
        omp.yield
      }
    }
    omp.terminator
  }
  %l5 = llvm.mlir.addressof @l_d2 : !llvm.ptr
  func.call @report(%l5, %coverage) : (!llvm.ptr, i32) -> ()
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
