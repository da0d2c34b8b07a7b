// single copyprivate, master and masked (with and without filter) for
// libgomp and libomp; pmsis has none of them (errors.mlir).
//
// libgomp's copyprivate: GOMP_single_copy_start returns null on the
// thread that runs the body, which publishes the variables' addresses
// with GOMP_single_copy_end; the others copy from them with the copy
// functions; a barrier ends the construct. libomp's: __kmpc_single's
// thread sets did_it, and __kmpc_copyprivate broadcasts each variable.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s

// GOMP-LABEL: llvm.func @broadcast(%arg0: !llvm.ptr)
// GOMP: %[[LIST:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<1 x ptr>
// GOMP: %[[P:[0-9]+]] = llvm.call @GOMP_single_copy_start() : () -> !llvm.ptr
// GOMP: %[[FIRST:[0-9]+]] = llvm.icmp "eq" %[[P]], %{{.*}} : !llvm.ptr
// GOMP-NEXT: llvm.cond_br %[[FIRST]], ^bb1, ^bb2
// GOMP: ^bb1:
// GOMP-NEXT: llvm.call @work(%arg0)
// GOMP-NEXT: %[[SLOT:[0-9]+]] = llvm.getelementptr %[[LIST]][0, 0]
// GOMP-NEXT: llvm.store %arg0, %[[SLOT]]
// GOMP-NEXT: llvm.call @GOMP_single_copy_end(%[[LIST]])
// GOMP: ^bb2:
// GOMP-NEXT: %[[OTHER:[0-9]+]] = llvm.icmp "ne" %[[P]], %{{.*}} : !llvm.ptr
// GOMP-NEXT: llvm.cond_br %[[OTHER]], ^bb3, ^bb4
// GOMP: ^bb3:
// GOMP-NEXT: %[[FROM:[0-9]+]] = llvm.getelementptr %[[P]][0, 0]
// GOMP-NEXT: %[[SRC:[0-9]+]] = llvm.load %[[FROM]]
// GOMP-NEXT: llvm.call @copy_i32(%arg0, %[[SRC]])
// GOMP: ^bb4:
// GOMP-NEXT: llvm.call @GOMP_barrier()
// GOMP-NEXT: llvm.return

// GOMP-LABEL: llvm.func @filters(%arg0: !llvm.ptr, %arg1: i32)
// GOMP: %[[T:[0-9]+]] = llvm.call @omp_get_thread_num() : () -> i32
// GOMP-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32)
// GOMP-NEXT: llvm.icmp "eq" %[[T]], %[[Z]]
// GOMP: %[[T2:[0-9]+]] = llvm.call @omp_get_thread_num() : () -> i32
// GOMP-NEXT: llvm.icmp "eq" %[[T2]], %arg1
// GOMP: %[[T3:[0-9]+]] = llvm.call @omp_get_thread_num() : () -> i32
// GOMP-NEXT: %[[Z3:[0-9]+]] = llvm.mlir.constant(0 : i32)
// GOMP-NEXT: llvm.icmp "eq" %[[T3]], %[[Z3]]

// IOMP-LABEL: llvm.func @broadcast(%arg0: !llvm.ptr)
// IOMP: %[[DID:[0-9]+]] = llvm.alloca %{{.*}} x i32
// IOMP: %[[ID:[0-9]+]] = llvm.mlir.addressof @".omp.ident
// IOMP-NEXT: %[[G:[0-9]+]] = llvm.call @__kmpc_global_thread_num(%[[ID]])
// IOMP-NEXT: llvm.call @__kmpc_single(%[[ID]], %[[G]])
// IOMP: llvm.store %{{.*}}, %[[DID]]
// IOMP: ^bb1:
// IOMP-NEXT: llvm.call @work(%arg0)
// IOMP-NEXT: %[[ONE:[0-9]+]] = llvm.mlir.constant(1 : i32)
// IOMP-NEXT: llvm.store %[[ONE]], %[[DID]]
// IOMP-NEXT: llvm.call @__kmpc_end_single(%[[ID]], %[[G]])
// IOMP: ^bb2:
// IOMP-NEXT: %[[D:[0-9]+]] = llvm.load %[[DID]]
// IOMP-NEXT: %[[SIZE:[0-9]+]] = llvm.mlir.constant(8 : i64)
// IOMP-NEXT: %[[FN:[0-9]+]] = llvm.mlir.addressof @copy_i32
// IOMP-NEXT: llvm.call @__kmpc_copyprivate(%[[ID]], %[[G]], %[[SIZE]], %arg0, %[[FN]], %[[D]]) : (!llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr, i32) -> ()
// IOMP-NEXT: llvm.return

// IOMP-LABEL: llvm.func @filters(%arg0: !llvm.ptr, %arg1: i32)
// IOMP: llvm.call @__kmpc_master(%[[ID:[0-9]+]], %[[G:[0-9]+]]) : (!llvm.ptr, i32) -> i8
// IOMP: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_master(%[[ID]], %[[G]])
// IOMP: llvm.call @__kmpc_masked(%[[ID2:[0-9]+]], %[[G2:[0-9]+]], %arg1) : (!llvm.ptr, i32, i32) -> i8
// IOMP: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_masked(%[[ID2]], %[[G2]])
// IOMP: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32)
// IOMP-NEXT: llvm.call @__kmpc_masked(%{{.*}}, %{{.*}}, %[[Z]])
// IOMP: llvm.call @__kmpc_end_masked(

module {
  llvm.func @work(!llvm.ptr)
  llvm.func @copy_i32(%dst: !llvm.ptr, %src: !llvm.ptr) {
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @broadcast(%x: !llvm.ptr) {
    omp.single copyprivate(%x -> @copy_i32 : !llvm.ptr) {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    llvm.return
  }
  llvm.func @filters(%x: !llvm.ptr, %tid: i32) {
    omp.master {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.masked filter(%tid : i32) {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.masked {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    llvm.return
  }
}
