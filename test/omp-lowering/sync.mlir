// The synchronization constructs every runtime has: barrier, critical
// (named and unnamed), single and single nowait. Named critical locks
// have common linkage, under the symbol the runtime's compiler uses
// (GCC's for libgomp, Clang's for libomp), so that translation units
// share them.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=pmsis --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=PMSIS %s

// GOMP: llvm.mlir.global common @".gomp_critical_user_lk"() {{.*}} : !llvm.array<2 x i32>
// GOMP-LABEL: llvm.func @sync(%arg0: !llvm.ptr)
// GOMP-NEXT: llvm.call @GOMP_barrier()
// GOMP-NEXT: %[[LOCK:[0-9]+]] = llvm.mlir.addressof @".gomp_critical_user_lk"
// GOMP-NEXT: llvm.call @GOMP_critical_name_start(%[[LOCK]])
// GOMP-NEXT: llvm.call @work(%arg0)
// GOMP-NEXT: llvm.call @GOMP_critical_name_end(%[[LOCK]])
// GOMP-NEXT: llvm.call @GOMP_critical_start()
// GOMP-NEXT: llvm.call @work(%arg0)
// GOMP-NEXT: llvm.call @GOMP_critical_end()
// GOMP-NEXT: %[[S:[0-9]+]] = llvm.call @GOMP_single_start() : () -> i8
// GOMP: %[[C:[0-9]+]] = llvm.icmp "ne" %[[S]], %{{.*}} : i8
// GOMP-NEXT: llvm.cond_br %[[C]], ^bb1, ^bb2
// GOMP: ^bb1:
// GOMP-NEXT: llvm.call @work(%arg0)
// GOMP-NEXT: llvm.br ^bb2
// GOMP: ^bb2:
// GOMP-NEXT: llvm.call @GOMP_barrier()
// GOMP-NEXT: llvm.call @GOMP_single_start()
// GOMP: ^bb3:
// GOMP-NEXT: llvm.call @work(%arg0)
// GOMP-NEXT: llvm.br ^bb4
// GOMP: ^bb4:
// GOMP-NEXT: llvm.return

// IOMP: llvm.mlir.global common @".gomp_critical_user_.var"() {{.*}} : !llvm.array<8 x i32>
// IOMP: llvm.mlir.global common @".gomp_critical_user_lk.var"() {{.*}} : !llvm.array<8 x i32>
// IOMP: llvm.mlir.global private constant @".omp.str.0"(";{{.*}}sync.mlir;sync;[[@LINE+55]];5;;\00")
// IOMP-LABEL: llvm.func @sync(%arg0: !llvm.ptr)
// IOMP: %[[ID:[0-9]+]] = llvm.mlir.addressof @".omp.ident"
// IOMP-NEXT: %[[G:[0-9]+]] = llvm.call @__kmpc_global_thread_num(%[[ID]])
// IOMP-NEXT: llvm.call @__kmpc_barrier(%[[ID]], %[[G]])
// IOMP: %[[LOCK:[0-9]+]] = llvm.mlir.addressof @".gomp_critical_user_lk.var"
// IOMP-NEXT: llvm.call @__kmpc_critical(%{{.*}}, %{{.*}}, %[[LOCK]])
// IOMP-NEXT: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_critical(%{{.*}}, %{{.*}}, %[[LOCK]])
// IOMP: %[[LOCK2:[0-9]+]] = llvm.mlir.addressof @".gomp_critical_user_.var"
// IOMP-NEXT: llvm.call @__kmpc_critical(%{{.*}}, %{{.*}}, %[[LOCK2]])
// IOMP-NEXT: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_critical(%{{.*}}, %{{.*}}, %[[LOCK2]])
// IOMP: %[[ID3:[0-9]+]] = llvm.mlir.addressof @".omp.ident.3"
// IOMP-NEXT: %[[G3:[0-9]+]] = llvm.call @__kmpc_global_thread_num(%[[ID3]])
// IOMP-NEXT: llvm.call @__kmpc_single(%[[ID3]], %[[G3]]) : (!llvm.ptr, i32) -> i8
// IOMP: ^bb1:
// IOMP-NEXT: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_single(%[[ID3]], %[[G3]])
// IOMP-NEXT: llvm.br ^bb2
// IOMP: ^bb2:
// IOMP-NEXT: llvm.call @__kmpc_barrier(%[[ID3]], %[[G3]])
// IOMP: llvm.call @__kmpc_single(
// IOMP: ^bb3:
// IOMP-NEXT: llvm.call @work(%arg0)
// IOMP-NEXT: llvm.call @__kmpc_end_single(
// IOMP-NEXT: llvm.br ^bb4
// IOMP: ^bb4:
// IOMP-NEXT: llvm.return

// PMSIS-LABEL: llvm.func @sync(%arg0: !llvm.ptr)
// PMSIS-NEXT: llvm.call @pi_cl_team_barrier()
// PMSIS-NEXT: llvm.call @pi_cl_team_critical_enter()
// PMSIS-NEXT: llvm.call @work(%arg0)
// PMSIS-NEXT: llvm.call @pi_cl_team_critical_exit()
// PMSIS-NEXT: llvm.call @pi_cl_team_critical_enter()
// PMSIS-NEXT: llvm.call @work(%arg0)
// PMSIS-NEXT: llvm.call @pi_cl_team_critical_exit()
// PMSIS-NEXT: %[[ID:[0-9]+]] = llvm.call @ext_pi_core_id() : () -> i32
// PMSIS-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32)
// PMSIS-NEXT: %[[C:[0-9]+]] = llvm.icmp "eq" %[[ID]], %[[Z]]
// PMSIS-NEXT: llvm.cond_br %[[C]], ^bb1, ^bb2
// PMSIS: ^bb1:
// PMSIS-NEXT: llvm.call @work(%arg0)
// PMSIS-NEXT: llvm.br ^bb2
// PMSIS: ^bb2:
// PMSIS-NEXT: llvm.call @pi_cl_team_barrier()
// PMSIS-NEXT: llvm.call @ext_pi_core_id()
// PMSIS: ^bb4:
// PMSIS-NEXT: llvm.return

module {
  omp.critical.declare @lk
  llvm.func @work(!llvm.ptr)
  llvm.func @sync(%x: !llvm.ptr) {
    omp.barrier
    omp.critical(@lk) {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.critical {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.single {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    omp.single nowait {
      llvm.call @work(%x) : (!llvm.ptr) -> ()
      omp.terminator
    }
    llvm.return
  }
}
